// Math.max and Math.min with two arguments at sites that see numbers of
// every kind (zeros of both signs, NaN, infinities), values that need
// converting (strings, booleans, objects with valueOf, in order), and a
// Math.max replaced and restored between calls.
function hi(a: any, b: any): number {
  return Math.max(a, b);
}
function lo(a: any, b: any): number {
  return Math.min(a, b);
}
const nums = [0, -0, 1, -1, 2.5, -2.5, NaN, Infinity, -Infinity, 1e308, -1e-308, 2 ** 31, -(2 ** 31)];
const rows: string[] = [];
for (const a of nums) {
  const h: string[] = [];
  const l: string[] = [];
  for (const b of nums) {
    h.push(Object.is(hi(a, b), -0) ? "-0" : String(hi(a, b)));
    l.push(Object.is(lo(a, b), -0) ? "-0" : String(lo(a, b)));
  }
  rows.push(h.join(" "), l.join(" "));
}
console.log(rows.join("\n"));

// Conversions: strings, booleans, null, undefined, objects (valueOf runs
// for both arguments, first then second, even when the first is NaN).
const order: string[] = [];
const obj = (name: string, v: number) => ({
  valueOf() {
    order.push(name);
    return v;
  },
});
console.log(hi("3", 2), lo("3", 2), hi(true, false), lo(null, 1), hi(undefined, 1), lo("x", 1), hi([], -1));
console.log(hi(obj("a", 5), obj("b", 7)), lo(obj("c", NaN), obj("d", 1)), order.join(""));
try {
  hi(Symbol("s"), 1);
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
try {
  lo(1, 2n);
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}

// A loop that settles the site, then Math.max replaced and restored.
let acc = 0;
for (let i = 0; i < 1000; i++) acc += hi(i % 17, 8) - lo(i % 13, 6);
console.log(acc);
const realMax = Math.max;
(Math as any).max = (a: number, b: number) => a * 1000 + b;
console.log(hi(1, 2), lo(1, 2));
Math.max = realMax;
console.log(hi(1, 2), Math.max(3, 4, 5), Math.min(), Math.max(), Math.min(9));
// Through another receiver and as plain functions.
const { max, min } = Math;
const fake = { max: (a: number, b: number) => `fake ${a} ${b}`, min: Math.min };
console.log(max(1, 2), min(1, 2), fake.max(1, 2), fake.min(1, 2), Math.max.call(null, -0, 0));
let flips = 0;
for (let i = 0; i < 300; i++) {
  const r = i % 3 === 0 ? fake : Math;
  flips += String(r.max(i, 150)).length;
}
console.log(flips);

// The shortcuts beside these: ToInt32 past 2^31 (a string hash), `<` and
// `+` between two strings.
function hash(key: string): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  return h >>> 0;
}
const wide = [2 ** 31, 2 ** 32 + 5, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 53), 2 ** 62 + 2 ** 40, 2 ** 63, -(2 ** 63), 2 ** 64 + 2 ** 33, 1e300, -1.5e10, 4294967295.9];
console.log(hash("a fairly long key to wrap around"), hash(""), hash("ü😀"), wide.map((x) => x | 0).join(","), wide.map((x) => x >>> 0).join(","));
const words = ["b", "a", "ab", "", "é", "😀", "\u{ffff}", "B", "aa", "a\u0000"];
const less: string[] = [];
for (const x of words) for (const y of words) if (x < y) less.push(x + "<" + y);
let joined = "";
for (const w of words) joined = joined + w + "|";
console.log(less.length, less.slice(0, 12).join(" "), JSON.stringify(joined), "a" >= "a", "b" <= "a", "" < "a");
