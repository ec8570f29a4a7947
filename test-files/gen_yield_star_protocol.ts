// yield* and the iterator-result protocol: inner results passed through as-is, loose results, bad iterators.
function iterableOf(next: () => unknown): Iterable<any> {
  return { [Symbol.iterator]: () => ({ next }) } as unknown as Iterable<any>;
}

// inner result objects are handed to the caller as-is by next(): extra properties survive
let k = 0;
function* passthrough() {
  const r = yield* iterableOf(() => (++k <= 2 ? { value: k * 100, done: false, extra: "kept" } : { done: true, value: "end" }));
  yield `inner returned ${r}`;
}
const p = passthrough();
for (let i = 0; i < 4; i++) console.log(p.next());

// a truthy non-boolean done ends delegation; a missing value is undefined
let calls = 0;
function* loose() {
  const v = yield* iterableOf(() => (++calls < 3 ? { value: calls } : { done: 1 }));
  yield `v=${v}`;
}
const lo = loose();
for (let i = 0; i < 4; i++) console.log(lo.next());
console.log([...loose()], calls);

// a non-iterable throws a TypeError at the yield* point
function* bad() {
  yield "before";
  yield* (42 as unknown as Iterable<number>);
  yield "never";
}
const bg = bad();
console.log(bg.next());
try {
  bg.next();
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
console.log(bg.next());

// a next() that returns a non-object is a TypeError raised inside the delegating generator
function* badResult() {
  try {
    yield* iterableOf(() => "nope");
  } catch (e) {
    yield `caught inside: ${(e as Error).constructor.name}: ${(e as Error).message}`;
  }
  yield "carried on";
}
for (const line of badResult()) console.log(line);

// [Symbol.iterator] returning a non-object is a TypeError too
function* badIterator() {
  yield* { [Symbol.iterator]: () => 5 } as unknown as Iterable<number>;
}
try {
  badIterator().next();
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}

// while delegating, yield* reads only `done` of each inner result; it reads `value` once done is true
const reads: string[] = [];
let step = 0;
function* getterResults() {
  const r = yield* iterableOf(() => {
    const s = ++step;
    return {
      get done() { reads.push(`done#${s}`); return s > 2; },
      get value() { reads.push(`value#${s}`); return s * 11; },
    };
  });
  yield `returned ${r}`;
}
const gr = getterResults();
const first = gr.next();
console.log("first result is the inner object:", Object.keys(first), reads.join(" "));
console.log(first.value, first.done, reads.join(" "));
reads.length = 0;
console.log(gr.next().value, reads.join(" "));
console.log(gr.next().value, reads.join(" "));
console.log(gr.next());
