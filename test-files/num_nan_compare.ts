// NaN in comparisons and equality.
const n = NaN;
console.log("NaN < 1", NaN < 1, "NaN > 1", NaN > 1, "NaN <= 1", NaN <= 1, "NaN >= 1", NaN >= 1);
console.log("1 < NaN", 1 < NaN, "NaN < NaN", NaN < NaN, "NaN <= NaN", NaN <= NaN);
console.log("NaN == NaN", NaN == NaN, "NaN === NaN", NaN === NaN);
console.log("NaN != NaN", NaN != NaN, "NaN !== NaN", NaN !== NaN);
console.log("n !== n", n !== n, "n === n", n === n);
console.log("!(NaN < 1)", !(NaN < 1), "!(NaN >= 1)", !(NaN >= 1));
console.log("NaN == 0", NaN == 0, "NaN == false", (NaN as any) == false, "NaN == 'NaN'", (NaN as any) == "NaN");
console.log("undefined < 1", (undefined as any) < 1, "undefined > 1", (undefined as any) > 1, "undefined == 0", (undefined as any) == 0);
console.log("'abc' < 1", ("abc" as any) < 1, "'abc' >= 1", ("abc" as any) >= 1);
console.log("Infinity > NaN", Infinity > NaN, "-Infinity < NaN", -Infinity < NaN);
let count = 0;
for (let i = 0; i < 5; i++) {
  if (NaN < i) count++;
  if (!(NaN >= i)) count += 10;
}
console.log("count", count);
let k = 0;
while (!(NaN > k) && k < 3) k++;
console.log("k", k);
console.log("NaN ? yes : no", NaN ? "yes" : "no", "!NaN", !NaN, "!!NaN", !!NaN);
console.log("NaN || 7", NaN || 7, "NaN && 7", NaN && 7, "NaN ?? 7", NaN ?? 7);
console.log("0/0 === 0/0", 0 / 0 === 0 / 0, "typeof NaN", typeof NaN);
function isNaNish(x: number): boolean {
  return x !== x;
}
console.log("isNaNish", isNaNish(NaN), isNaNish(0), isNaNish(Infinity - Infinity), isNaNish(Number("x")));
