// indexOf, lastIndexOf, includes, startsWith, endsWith with positions,
// empty search strings and coercions.
const s = "abcabcABC";
console.log(s.indexOf("bc"), s.indexOf("bc", 2), s.indexOf("bc", -5), s.indexOf("x"), s.indexOf(""), s.indexOf("", 99));
console.log(s.lastIndexOf("bc"), s.lastIndexOf("bc", 3), s.lastIndexOf("bc", 0), s.lastIndexOf(""), s.lastIndexOf("", 2), s.lastIndexOf("a", NaN));
console.log(s.includes("cA"), s.includes("abc", 4), s.includes(""), s.includes("ABC", -3));
console.log(s.startsWith("abc"), s.startsWith("abc", 3), s.startsWith("bc", 1), s.startsWith("", 99), s.startsWith("ABC", 6));
console.log(s.endsWith("ABC"), s.endsWith("abc", 6), s.endsWith("a", 1), s.endsWith("", 0), s.endsWith("abc", -1));
console.log("null undefined".indexOf(null as any), "123".indexOf(2 as any), "truth".startsWith(true as any));
console.log("😀😁".indexOf("😁"), "😀😁".indexOf("\ude01"), "aaa".lastIndexOf("aa"));
for (const m of ["includes", "startsWith", "endsWith"]) {
  try { (s as any)[m](/a/); } catch (e) { console.log((e as Error).constructor.name, (e as Error).message); }
}
