// Array patterns over iterators that log each step: defaults, member
// targets, nested patterns and rests run between the steps, in order, and
// the iterator is closed when the pattern stops early or an element throws.
function* logged(tag: string, ...values: unknown[]) {
  try {
    for (const v of values) {
      console.log(`  ${tag} yields ${String(v)}`);
      yield v;
    }
    console.log(`  ${tag} exhausted`);
  } finally {
    console.log(`  ${tag} closed`);
  }
}
function dflt(name: string, v: unknown): unknown {
  console.log(`  default ${name}`);
  return v;
}

console.log("defaults between steps");
const [a, b = dflt("b", 2), c = dflt("c", 3)] = logged("g1", 1, undefined);
console.log(a, b, c);

console.log("member targets are evaluated before their step");
const box: Record<string, unknown> = {};
function target(name: string): Record<string, unknown> {
  console.log(`  target ${name}`);
  return box;
}
[target("x").x, target("y").y] = logged("g2", "X", "Y", "Z");
console.log(box);

console.log("setters run after the step and the default");
const watched = {
  set v(x: unknown) {
    console.log(`  set v = ${String(x)}`);
  },
};
[watched.v = dflt("v", "d")] = logged("g3", undefined);

console.log("nested patterns");
const [[p, q = dflt("q", "Q")], r] = logged("outer", logged("inner", "P"), "R");
console.log(p, q, r);

console.log("rest after a default");
const [first = dflt("first", 0), ...others] = logged("g4", undefined, 5, 6);
console.log(first, others);

console.log("a throwing default closes the iterator");
try {
  const [, boom = (() => { throw new Error("no default"); })()] = logged("g5", 1, undefined, 3);
  console.log(boom);
} catch (e) {
  console.log("  caught", (e as Error).message);
}

console.log("a throwing iterator is not closed");
function* throwing() {
  try {
    yield 1;
    throw new Error("from next");
  } finally {
    console.log("  throwing's finally runs as it throws");
  }
}
try {
  const [one, two = dflt("two", 2)] = throwing();
  console.log(one, two);
} catch (e) {
  console.log("  caught", (e as Error).message);
}

console.log("arrays keep their shape");
const arr = [1, , 3];
const [h0, h1 = dflt("hole", "H"), h2, h3 = dflt("past", "P")] = arr;
console.log(h0, h1, h2, h3);
let s1 = 1, s2 = 2;
[s1, s2] = [s2, s1];
console.log(s1, s2);
function swapIn(o: { l: number; r: number }) {
  [o.l, o.r] = [o.r, o.l];
  return o;
}
console.log(swapIn({ l: 1, r: 2 }));
