// Large objects (over 64 KiB) die and their pages are reused for new ones:
// strings grown past the threshold, arrays of large element stores, some
// kept alive across many collections and checked at the end.
let s = "";
const kept: string[] = [];
for (let i = 0; i < 40000; i++) {
  s += String.fromCharCode(97 + (i % 26));
  if (i % 9973 === 0) kept.push(s);
}
let arrays: number[][] = [];
for (let round = 0; round < 30; round++) {
  const a = new Array(9000 + round * 100).fill(round);
  a[a.length - 1] = -round;
  if (round % 7 === 0) arrays.push(a);
}
let sum = 0;
for (const a of arrays) sum += a[0] + a[a.length - 1] + a.length;
const lens = kept.map((k) => k.length);
const tails = kept.map((k) => k.slice(-3));
console.log(s.length, s.slice(-5), lens, tails, sum, arrays.length);
let src = "word ".repeat(16000);
let words = 0;
while (src.length > 0) {
  src = src.slice(5);
  words++;
}
console.log(words);
