// s.length and s[i], including out-of-range indexes.
const s = "hello, world";
console.log("length", s.length, "".length, " ".length);
console.log("first", s[0], "last", s[s.length - 1], "middle", s[5]);
console.log("out of range", s[12], s[100], s[-1], ""[0]);
console.log("typeof s[0]", typeof s[0], "typeof s[99]", typeof s[99]);
console.log("fractional index", s[1.5], "string index", s["1" as any]);
let rev = "";
for (let i = s.length - 1; i >= 0; i--) rev += s[i];
console.log("reversed", rev);
let vowels = 0;
for (let i = 0; i < s.length; i++) {
  const c = s[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") vowels++;
}
console.log("vowels", vowels);
function charAtOr(str: string, i: number, fallback: string): string {
  return str[i] ?? fallback;
}
console.log("?? fallback", charAtOr("abc", 1, "?"), charAtOr("abc", 3, "?"), charAtOr("abc", -1, "?"));
console.log("literal index", "xyz"[2], "xyz".length);
console.log("template length", `a${1}b${22}c`.length, `${null}`.length, `${undefined}`.length);
console.log("number string length", String(123.456).length, ("" + 1e21).length, String(-0).length);
let acc = "";
for (let i = 0; i < 10; i++) {
  acc = acc + i;
}
console.log("acc", acc, acc.length, acc[9], acc[10]);
const t = "abc";
console.log("compare chars", t[0] < t[1], t[2] > t[1], t[0] === "a");
console.log("index via var", t[t.length - 3], t[t.length]);
let count = 0;
let i = 0;
while (s[i] !== undefined) {
  count++;
  i++;
}
console.log("count until undefined", count);
