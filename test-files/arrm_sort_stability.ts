// sort is stable: equal keys keep their order, also with many equal keys
// and long runs (galloping merges).
const recs: { k: number; i: number }[] = [];
let seed = 99;
function rnd(): number {
  seed = (seed * 69069 + 1) % 4294967296;
  return seed;
}
for (let i = 0; i < 1000; i++) recs.push({ k: rnd() % 4, i });
recs.sort((a, b) => a.k - b.k);
let stable = true;
for (let i = 1; i < recs.length; i++) {
  if (recs[i - 1].k === recs[i].k && recs[i - 1].i > recs[i].i) stable = false;
  if (recs[i - 1].k > recs[i].k) stable = false;
}
console.log('stable', stable, recs.slice(0, 3), recs.slice(-2));
const runs: { k: number; i: number }[] = [];
for (let i = 0; i < 600; i++) runs.push({ k: i < 300 ? i % 3 : 0, i });
let n = 0;
runs.sort((a, b) => { n++; return a.k - b.k; });
console.log(n, runs.slice(0, 4).map((r) => r.i), runs.slice(-4).map((r) => r.i));
const strs = ['b1', 'a1', 'b2', 'a2', 'b3', 'a3'];
console.log(strs.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0)));
const same = new Array(40).fill(0).map((_, i) => ({ v: 1, i }));
same.sort((a, b) => a.v - b.v);
console.log(same.every((o, idx) => o.i === idx));
