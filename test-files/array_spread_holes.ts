// An elision in an array literal with a spread stays a hole; the
// RangeError of Array.prototype.with shows the index as given.

const a = [...[1], , 2];
console.log(a, 1 in a, a.length);
const b = [, ...[1, 2], , ];
console.log(b, 0 in b, 3 in b, b.length);
const c = [1, , 3];
console.log(c, 1 in c);
function f(...a: any[]) { return a.length + ":" + a.map(String).join(","); }
console.log(f(...[1, , 3]), f(...[, ,], 1));
const x = [...[1, , 3], , ...[ , 5]];
console.log(x, x.length, Object.keys(x));
for (const i of [2.5, -0.5, -3.5, "7", "abc", 1e21, -Infinity, { valueOf() { return 9; } }, 10] as any[]) {
  try { [1, 2].with(i, 0); console.log("ok", i); } catch (e) { console.log((e as Error).message); }
}
