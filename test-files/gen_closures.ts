// Closures and generators: closures capturing generator locals, generators capturing outer variables that change.
function* makeCounters(): Generator<() => number> {
  for (let i = 0; i < 3; i++) {
    let hits = i * 10;
    yield () => ++hits;
  }
}
const counters = [...makeCounters()];
counters.forEach((c, i) => console.log("counter", i, c(), c()));
console.log("third again", counters[2]());

// a closure created before a yield sees later updates to the generator's local
function* watched(): Generator<() => string, void, string> {
  let status = "created";
  const peek = () => status;
  status = yield peek;
  status = `resumed with ${status}`;
  yield peek;
  status = "finished";
}
const w = watched();
const peek = w.next().value as () => string;
console.log(peek(), "via", peek.name);
w.next("abc");
console.log(peek());
w.next();
console.log(peek());

// generator captures an outer variable that changes between next() calls
let threshold = 5;
function* aboveThreshold(xs: number[]) {
  for (const x of xs) if (x > threshold) yield x;
}
const at = aboveThreshold([3, 6, 9, 4, 7, 12, 8]);
console.log("threshold 5 ->", at.next().value);
threshold = 10;
console.log("threshold 10 ->", at.next().value);
threshold = 0;
for (let r = at.next(); !r.done; r = at.next()) console.log("threshold 0 ->", r.value);
console.log("exhausted ->", at.next());

// generator closing over a loop variable of its enclosing function
function makeGenerators(): Array<() => Generator<string>> {
  const out: Array<() => Generator<string>> = [];
  for (const tag of ["a", "b", "c"]) {
    out.push(function* () { yield tag; yield tag.toUpperCase(); });
  }
  return out;
}
console.log(makeGenerators().map((f) => [...f()].join("")));

// a shared log mutated by several generators interleaved
const log: string[] = [];
function* logger(name: string, n: number) {
  for (let i = 0; i < n; i++) {
    log.push(`${name}${i}`);
    yield log.length;
  }
}
const la = logger("A", 3);
const lb = logger("B", 2);
console.log(la.next().value, lb.next().value, la.next().value, lb.next().value, la.next().value);
console.log(log.join(" "));
console.log("after both finish:", la.next(), lb.next().done, log.length);

// closures stored across yields in an array, invoked after the generator finished
function* accumulate() {
  const fns: Array<() => string> = [];
  let text = "";
  for (const ch of "xyz") {
    text += ch;
    const snapshot = text;
    fns.push(() => `${snapshot}/${text}`);
    yield fns.length;
  }
  return fns;
}
const acc = accumulate();
let r = acc.next();
while (!r.done) r = acc.next();
console.log(r.value.map((f) => f()));

// a memoizing closure over a generator-produced cache
function* squares() { for (let i = 0; ; i++) yield i * i; }
function memoNth() {
  const gen = squares();
  const cache: number[] = [];
  return (n: number) => {
    while (cache.length <= n) cache.push(gen.next().value as number);
    return cache[n];
  };
}
const nthSquare = memoNth();
for (const i of [3, 10, 2, 12]) console.log(`square #${i} =`, nthSquare(i));
