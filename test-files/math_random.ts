// Math.random: values in [0, 1), roughly uniform, not repeating (the exact
// values are seeded from the OS and not printed).
let min = 1;
let max = 0;
let sum = 0;
const buckets: number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
let repeats = 0;
let prev = -1;
const n = 100000;
for (let i = 0; i < n; i++) {
  const r = Math.random();
  if (r < min) min = r;
  if (r > max) max = r;
  sum += r;
  buckets[Math.floor(r * 10)]++;
  if (r === prev) repeats++;
  prev = r;
}
console.log("in range", min >= 0 && max < 1);
console.log("spread", min < 0.001, max > 0.999);
console.log("mean near 0.5", Math.abs(sum / n - 0.5) < 0.01);
let ok = true;
for (let i = 0; i < 10; i++) if (buckets[i] < n / 10 * 0.9 || buckets[i] > n / 10 * 1.1) ok = false;
console.log("buckets even", ok);
console.log("no repeats", repeats === 0);
console.log(typeof Math.random(), Math.random.length, Math.random(123 as any) < 1);
