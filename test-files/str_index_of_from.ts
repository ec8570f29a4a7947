// s.indexOf(c, from): the inline scan and every way off it (a string or
// fractional from, NaN, negatives, past the end, two-byte strings, an
// array's indexOf, a replaced String.prototype.indexOf, a longer needle).
const text = "a,b,,c\nd\re,f";
const positions: number[] = [];
for (let i = text.indexOf(","); i >= 0; i = text.indexOf(",", i + 1)) positions.push(i);
console.log(positions);
const froms: any[] = [0, 1, 2.9, -3, NaN, 100, Infinity, -Infinity, "3", undefined, null, true];
for (const f of froms) console.log(String(f), text.indexOf(",", f), text.indexOf("\n", f));
const wide = "π,ρ,σ,τ";
console.log(wide.indexOf(",", 2), wide.indexOf("σ", 1), wide.indexOf("x", 0), wide.indexOf(",", 7));
console.log(text.indexOf("", 3), text.indexOf("", 99), text.indexOf(",,", 1), text.indexOf("é", 0));
const arr: any = [1, 2, 1, 2];
console.log(arr.indexOf(2, 2), arr.indexOf(1, -1));
let mixed: any = "x,y";
for (let k = 0; k < 3; k++) {
  console.log(mixed.indexOf(",", 0));
  mixed = k === 0 ? ["a", ",", "b"] : "no comma";
}
const original = String.prototype.indexOf;
(String.prototype as any).indexOf = function (this: string, c: string, from: number) {
  return original.call(this, c, from) * 10;
};
console.log("a,b".indexOf(",", 0));
String.prototype.indexOf = original;
console.log("a,b".indexOf(",", 0));
