// Nesting deeper than 2 levels prints [Object].
console.log({ a: 1 });
console.log({ a: { b: 1 } });
console.log({ a: { b: { c: 1 } } });
console.log({ a: { b: { c: { d: 1 } } } });
console.log({ a: { b: { c: { d: { e: 1 } } } } });
console.log({ l1: { l2: { l3: { l4: 1 } }, sibling: 2 }, top: 3 });
console.log({ a: { b: { c: {}, d: { x: 1 } } } });
const deep: any = {};
let cur = deep;
for (let i = 0; i < 10; i++) {
  cur.next = { level: i };
  cur = cur.next;
}
console.log(deep);
console.log([deep]);
console.log({ wrap: deep });
console.log("nested arg", { x: { y: { z: { w: 0 } } } }, "second", { p: { q: { r: { s: 0 } } } });
console.log({ many: { one: { a: 1 }, two: { b: { c: 2 } }, three: 3 } });
console.log({ a: { b: { c: { d: 1 }, e: { f: 2 }, g: 3 } } });
