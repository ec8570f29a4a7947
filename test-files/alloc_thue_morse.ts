// Allocation-heavy: sequences built by repeated string rewriting.
function thueMorse(n: number): string {
  let s = "0";
  for (let i = 0; i < n; i++) {
    let flipped = "";
    for (let j = 0; j < s.length; j++) flipped += s[j] === "0" ? "1" : "0";
    s += flipped;
  }
  return s;
}
function fibWord(n: number): string {
  let a = "0";
  let b = "01";
  for (let i = 0; i < n; i++) {
    const c = b + a;
    a = b;
    b = c;
  }
  return b;
}
function lookAndSay(s: string): string {
  let out = "";
  let i = 0;
  while (i < s.length) {
    let j = i;
    while (j < s.length && s[j] === s[i]) j++;
    out += (j - i) + s[i];
    i = j;
  }
  return out;
}
const tm = thueMorse(12);
let ones = 0;
for (let i = 0; i < tm.length; i++) if (tm[i] === "1") ones++;
console.log("thue-morse length", tm.length, "ones", ones);
let head = "";
for (let i = 0; i < 32; i++) head += tm[i];
console.log("head", head);
const fw = fibWord(20);
console.log("fibonacci word length", fw.length, "last char", fw[fw.length - 1]);
let las = "1";
for (let i = 0; i < 30; i++) las = lookAndSay(las);
console.log("look-and-say step 30 length", las.length);
let first = "";
for (let i = 0; i < 40; i++) first += las[i];
console.log("starts", first);
let seq = "1";
for (let i = 0; i < 8; i++) {
  seq = lookAndSay(seq);
  console.log(i + 1, seq);
}
