// performance.now() as benchmarks time themselves: monotonic, in
// milliseconds, with sub-millisecond precision; timeOrigin near Date.now().
const t0 = performance.now();
let x = 0;
for (let i = 0; i < 1e6; i++) x += i % 7;
const t1 = performance.now();
const elapsed = t1 - t0;
console.log(typeof t0, t0 >= 0, elapsed >= 0, elapsed < 10000, x);
console.log(Math.abs(performance.timeOrigin + performance.now() - Date.now()) < 1000);
console.log(Object.prototype.toString.call(performance), typeof performance.now);
const samples: number[] = [];
for (let i = 0; i < 5; i++) samples.push(performance.now());
console.log(samples.every((s, i) => i === 0 || s >= samples[i - 1]));
