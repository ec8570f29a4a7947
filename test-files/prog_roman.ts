// Integer <-> Roman numerals with string concatenation.
function toRoman(n: number): string {
  let out = "";
  const table = "M:1000,CM:900,D:500,CD:400,C:100,XC:90,L:50,XL:40,X:10,IX:9,V:5,IV:4,I:1";
  let i = 0;
  while (i < table.length) {
    let sym = "";
    while (table[i] !== ":") sym += table[i++];
    i++;
    let val = 0;
    while (i < table.length && table[i] !== ",") val = val * 10 + Number(table[i++]);
    i++;
    while (n >= val) {
      out += sym;
      n -= val;
    }
  }
  return out;
}
function value(c: string): number {
  switch (c) {
    case "I": return 1;
    case "V": return 5;
    case "X": return 10;
    case "L": return 50;
    case "C": return 100;
    case "D": return 500;
    case "M": return 1000;
    default: return 0;
  }
}
function fromRoman(s: string): number {
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = value(s[i]);
    const next = i + 1 < s.length ? value(s[i + 1]) : 0;
    total += v < next ? -v : v;
  }
  return total;
}
let line = "";
for (let n = 1; n <= 20; n++) line += toRoman(n) + " ";
console.log(line);
console.log(toRoman(1987), toRoman(2024), toRoman(3999), toRoman(444), toRoman(0) === "");
let mismatches = 0;
let longest = "";
for (let n = 1; n < 4000; n++) {
  const r = toRoman(n);
  if (fromRoman(r) !== n) mismatches++;
  if (r.length > longest.length) longest = r;
}
console.log("round-trip mismatches", mismatches, "longest", longest, longest.length, fromRoman(longest));
console.log(fromRoman("MCMXCIV"), fromRoman("XLII"), fromRoman("MMMCMXCIX"), fromRoman(""));
