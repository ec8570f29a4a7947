// The runtime steps a generator without result objects when its `next` is
// the original one; the same loops with `next` replaced, wrapped or
// delegated to user iterators whose results have getters take the full
// protocol. Both must print the same as node.
function* count(n: number) {
  for (let i = 1; i <= n; i++) yield i;
  return "done";
}
const sum = (it: Iterable<number>) => {
  let s = 0;
  for (const x of it) s += x;
  return s;
};
console.log("fast:", sum(count(4)), [...count(3)], Array.from(count(2)));

// `next` replaced on one generator object.
const g = count(3);
const ownNext = g.next.bind(g);
(g as any).next = function () {
  const r = ownNext();
  console.log("  own next ->", JSON.stringify(r));
  return r;
};
console.log("own next:", sum(g));

// `next` wrapped on the prototype shared by all generators.
const GenProto = Object.getPrototypeOf(count.prototype);
const original = GenProto.next;
GenProto.next = function (this: Generator, v?: unknown) {
  const r = original.call(this, v);
  console.log("  wrapped next ->", JSON.stringify(r));
  return r;
};
console.log("wrapped:", sum(count(2)));
const [first, second] = count(5);
console.log("destructured while wrapped:", first, second);
GenProto.next = original;
console.log("restored:", sum(count(3)));

// yield* of an iterator whose results read through getters: the loop
// reads `done`, then `value`, as node does.
function loggedResults(values: number[]) {
  let i = 0;
  return {
    [Symbol.iterator]() {
      return this;
    },
    next() {
      const k = i++;
      return {
        get done() {
          console.log(`  get done #${k}`);
          return k >= values.length;
        },
        get value() {
          console.log(`  get value #${k}`);
          return values[k];
        },
      };
    },
  };
}
function* delegate() {
  const r = yield* loggedResults([10, 20]);
  console.log("  inner returned", r);
  yield 30;
}
console.log("delegated:", sum(delegate()));
const d = delegate();
console.log("delegated by hand:", d.next(), d.next(), d.next(), d.next());

// A generator that throws mid-iteration, and one stepped after it ended.
function* faulty() {
  yield 1;
  throw new Error("broken stream");
}
try {
  console.log(sum(faulty()));
} catch (e) {
  console.log("caught:", (e as Error).message);
}
const ended = count(1);
console.log([...ended], [...ended], ended.next());

// The generators' `next` called on something that is not a generator.
try {
  for (const x of { [Symbol.iterator]: () => ({ next: original }) }) console.log(x);
} catch (e) {
  console.log("caught:", (e as Error).message);
}
