// for await...of over sync iterables: arrays of promises, Sets, sync generators; each value awaited in order.
function later<T>(v: T, ticks: number): Promise<T> {
  let p: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < ticks; i++) p = p.then(() => 0);
  return p.then(() => v);
}
const order: string[] = [];
const slowFirst = [later("slow", 5), later("fast", 1), "plain"];
for await (const v of slowFirst) order.push(v);
console.log("values arrive in array order:", order.join(", "));

for await (const v of new Set([Promise.resolve(1), 2, later(3, 2)])) console.log("from Set:", v);

function* syncGen(): Generator<Promise<string> | string> {
  yield "a";
  yield later("b", 3);
  yield Promise.resolve("c");
}
const fromGen: string[] = [];
for await (const v of syncGen()) fromGen.push(v);
console.log("from sync generator:", fromGen.join(""));

for await (const ch of "hey") console.log("string char:", ch);
for await (const [k, v] of new Map([["one", later(1, 1)], ["two", later(2, 1)]])) console.log("map entry:", k, v);

try {
  for await (const v of [Promise.resolve("ok"), Promise.reject("broken"), Promise.resolve("never")]) {
    console.log("got", v);
  }
} catch (e) {
  console.log("loop aborted by rejection:", e);
}

let closed = false;
function* tracked(): Generator<Promise<number>> {
  try {
    for (let i = 1; ; i++) yield Promise.resolve(i);
  } finally {
    closed = true;
  }
}
let total = 0;
for await (const v of tracked()) {
  total += v;
  if (v === 4) break;
}
console.log("break closes the sync iterator:", closed, "total:", total);

const objects = [{ id: 1 }, { id: 2 }];
for await (const o of objects) console.log("plain objects:", o);
let iterations = 0;
for await (const _ of []) iterations++;
console.log("empty array iterations:", iterations);
const arrayLike = { 0: "x", 1: "y", length: 2 };
for await (const v of Array.from(arrayLike)) console.log("array-like via Array.from:", v);
