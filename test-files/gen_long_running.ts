// A long-running generator producing 100000 values consumed by for...of, plus checksums along the way.
function* numbers(count: number): Generator<number, void, undefined> {
  let x = 1;
  for (let i = 0; i < count; i++) {
    x = (x * 48271) % 2147483647;
    yield x % 1000;
  }
}

let sum = 0;
let n = 0;
let max = -1;
let min = 1000;
const buckets = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
for (const v of numbers(100000)) {
  sum += v;
  n++;
  if (v > max) max = v;
  if (v < min) min = v;
  buckets[Math.floor(v / 100)]++;
  if (n % 10000 === 0) console.log("after", n, "values: running sum", sum);
}
console.log("count", n, "sum", sum, "min", min, "max", max);
console.log("mean", (sum / n).toFixed(3));
for (let b = 0; b < 10; b++) console.log(`bucket ${b * 100}-${b * 100 + 99}:`, buckets[b]);

// a plain counter generator summed to check the arithmetic exactly
function* upTo(limit: number) {
  for (let i = 1; i <= limit; i++) yield i;
}
let total = 0;
for (const i of upTo(20000)) total += i;
console.log("1..20000 sum", total, total === (20000 * 20001) / 2);

// early exit from a long sequence leaves no trace
let firstBig = -1;
let idx = 0;
for (const v of numbers(100000)) {
  if (v === 999) { firstBig = idx; break; }
  idx++;
}
console.log("first 999 at index", firstBig);
