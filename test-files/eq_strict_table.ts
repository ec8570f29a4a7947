// === and !== never coerce.
function row(label: string, x: any): void {
  console.log(label + ":",
    x === undefined, x === null, x === true, x === false, x === 0, x === -0, x === 1,
    x === "", x === "0", x === "1", x === NaN, x !== x);
}
console.log("cols: undefined null true false 0 -0 1 '' '0' '1' NaN self!==self");
row("undefined", undefined);
row("null", null);
row("true", true);
row("false", false);
row("0", 0);
row("-0", -0);
row("1", 1);
row("1.0", 1.0);
row("''", "");
row("'0'", "0");
row("'1'", "1");
row("NaN", NaN);
row("Infinity", Infinity);
row("computed 0.1+0.2", 0.1 + 0.2);
const s1 = "ab" + "c";
let s2 = "a";
s2 += "bc";
console.log("built strings equal", s1 === s2, s1 !== s2, s1 === "abc");
console.log("0.1+0.2 === 0.3", 0.1 + 0.2 === 0.3, "0.5+0.25 === 0.75", 0.5 + 0.25 === 0.75);
console.log("2**53 === 2**53+1", 2 ** 53 === 2 ** 53 + 1);
console.log("typeof equal", typeof 1 === "number", typeof "x" === "string", typeof null === "object");
function same(a: any, b: any): string {
  return a === b ? "same" : a == b ? "loose" : "different";
}
console.log(same(1, "1"), same(null, undefined), same(0, -0), same(NaN, NaN), same("x", "x"), same(true, 1), same(false, ""));
