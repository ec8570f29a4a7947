// Basic function*: next() results, done flag, return value, and next() after completion.
function* three(): Generator<number, string, unknown> {
  console.log("  body: start");
  yield 1;
  console.log("  body: after 1");
  yield 2;
  console.log("  body: after 2");
  yield 3;
  console.log("  body: end");
  return "finished";
}

const g = three();
console.log("created, body not run yet");
console.log(g.next());
console.log(g.next());
console.log(g.next());
console.log(g.next());
console.log("after completion:");
console.log(g.next());
console.log(g.next());

function* empty() {}
const e = empty();
console.log("empty:", e.next(), e.next());

function* onlyReturn() {
  return 42;
}
const r = onlyReturn();
console.log("onlyReturn:", r.next(), r.next());

function* yieldsUndefined() {
  yield;
  yield undefined;
  yield null;
}
const u = yieldsUndefined();
for (let i = 0; i < 4; i++) console.log("yieldsUndefined", i, u.next());

// each call makes an independent generator
const a = three();
const b = three();
console.log("a1", a.next().value);
console.log("b1", b.next().value);
console.log("a2", a.next().value);
console.log("a3", a.next().value, "b2", b.next().value);

// result objects are fresh plain objects
const r1 = three();
const x = r1.next();
const y = r1.next();
console.log(x === y, Object.keys(x), typeof x.done, Object.getPrototypeOf(x) === Object.prototype);

// yield of many kinds of values
function* kinds() {
  yield 0;
  yield -0;
  yield "str";
  yield [1, [2, 3]];
  yield { k: "v", n: 1.5 };
  yield true;
  yield NaN;
}
for (const res of [kinds()].flatMap((it) => [it.next(), it.next(), it.next(), it.next(), it.next(), it.next(), it.next(), it.next()])) {
  console.log(res);
}
