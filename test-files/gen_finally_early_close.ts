// try/finally in a generator closed early: by return(), break in for...of, destructuring, and a take() prefix.
const events: string[] = [];
function* resource(name: string, count = 100): Generator<number> {
  events.push(`${name}: open`);
  try {
    for (let i = 0; i < count; i++) yield i;
    events.push(`${name}: exhausted`);
  } finally {
    events.push(`${name}: close`);
  }
}
function flush(label: string): void {
  console.log(label.padEnd(22), events.join(" | "));
  events.length = 0;
}

const r1 = resource("ret");
r1.next();
r1.next();
r1.return(undefined);
flush("return()");

for (const x of resource("break")) {
  if (x === 3) break;
}
flush("break");

outer: for (const a of [1, 2]) {
  for (const b of resource(`label${a}`)) {
    if (b === 1) continue outer;
  }
}
flush("continue outer");

function firstOver(limit: number): number {
  for (const x of resource("fnreturn")) if (x > limit) return x;
  return -1;
}
console.log("firstOver ->", firstOver(4));
flush("return from function");

try {
  for (const x of resource("throw")) if (x === 2) throw new Error("loop body failed");
} catch (e) {
  events.push(`caught ${(e as Error).message}`);
}
flush("throw in loop body");

const [a, b] = resource("destructure");
console.log("destructured", a, b);
flush("destructuring [a, b]");

const [c, , d] = resource("holes");
console.log("holes", c, d);
flush("destructuring holes");

const [...all] = resource("rest", 3);
console.log("rest", all);
flush("destructuring rest");

const [p, q] = resource("exact", 2);
console.log("exact", p, q);
flush("destructure exact");

function* take<T>(n: number, it: Iterable<T>): Generator<T> {
  if (n <= 0) return;
  for (const x of it) {
    yield x;
    if (--n === 0) return;
  }
}
console.log("prefix", [...take(4, resource("take"))]);
flush("spread of take(4)");

console.log("prefix0", [...take(0, resource("take0"))]);
flush("take(0) never starts");

const spreadAll = [...resource("spread", 4)];
console.log("spread", spreadAll);
flush("full spread");

const m = new Map([[1, "x"]]);
for (const [k] of m) {
  for (const y of resource("nested")) { if (y === k) break; }
}
flush("nested break");
