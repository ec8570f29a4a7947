// %o (inspect with showHidden, depth 4), %O (inspect, default depth 2) and
// %j (JSON.stringify; [Circular] for cycles).
const nested = { a: { b: { c: { d: { e: { f: 1 } } } } } };
const arr = [1, 2, [3, [4, [5, [6]]]]];
const circ: any = { name: "c" };
circ.self = circ;
const values: any[] = ["str", 42, -0, null, undefined, true, [1, 2, 3], nested, arr, { x: [1, { y: 2 }] }, [], {}];
for (let i = 0; i < values.length; i++) {
  console.log("%O", values[i]);
  console.log("%o", values[i]);
  console.log("%j", values[i]);
}
console.log("%j", circ);
console.log("%O", circ);
console.log("%j", { toJSON() { return { replaced: true }; } });
console.log("%j %j", "a\"b", [undefined, () => 1]);
console.log("%o", [, 1, , 2]);
console.log("%O", new Number(3));
