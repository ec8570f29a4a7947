// 100 000 concurrent timers with a few hundred distinct delays, each
// holding a small record in its closure, then counted when they fire: a
// server's or a simulation's scheduling load.
interface Job {
  id: number;
  due: number;
}
let fired = 0;
let checksum = 0;
const N = 100_000;
for (let i = 0; i < N; i++) {
  const job: Job = { id: i, due: i % 50 };
  setTimeout(() => {
    fired++;
    checksum += job.id * 2 + job.due;
    if (fired === N) console.log("all fired:", fired);
  }, job.due);
}
let cleared = 0;
for (let i = 0; i < 1000; i++) {
  const t = setTimeout(() => console.log("never"), 5000 + i);
  clearTimeout(t);
  cleared++;
}
console.log("scheduled", N, "cleared", cleared);
process.nextTick(() => console.log("tick before the timers"));
setTimeout(() => console.log("checksum", checksum), 60);
