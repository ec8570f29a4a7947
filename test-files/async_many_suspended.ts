// Thousands of async functions suspended at awaits on promises resolved later, each resuming with its own locals intact.
const N = 2500;
const gates: Array<(v: number) => void> = [];
function gate(): Promise<number> {
  return new Promise<number>((resolve) => gates.push(resolve));
}
let started = 0;
let resumedOnce = 0;
let finished = 0;
async function worker(id: number): Promise<number> {
  started++;
  const base = id * 3;
  const tag = id % 7;
  const first = await gate();
  resumedOnce++;
  const second = await gate();
  finished++;
  return base + tag + first + second;
}
const all: Promise<number>[] = [];
for (let i = 0; i < N; i++) all.push(worker(i));
console.log("started:", started, "suspended at first gate:", gates.length);
console.log("a suspended worker's promise:", all[0]);

const firstRound = gates.splice(0);
for (let i = 0; i < firstRound.length; i++) firstRound[i](i % 10);
console.log("first gates resolved, resumed so far:", resumedOnce);
for (let i = 0; i < 3; i++) await null;
console.log("after a few ticks: resumed", resumedOnce, "waiting at second gate:", gates.length, "finished", finished);

const secondRound = gates.splice(0);
for (let i = secondRound.length - 1; i >= 0; i--) secondRound[i](1);
const results = await Promise.all(all);
console.log("finished:", finished);
let expected = 0;
for (let i = 0; i < N; i++) expected += i * 3 + (i % 7) + (i % 10) + 1;
const sum = results.reduce((a, b) => a + b, 0);
console.log("sum:", sum, "matches:", sum === expected);
console.log("samples:", results[0], results[1], results[N - 1]);
console.log("all promises fulfilled:", all[0], all[N - 1]);
const histogram = new Map<number, number>();
for (const r of results) histogram.set(r % 5, (histogram.get(r % 5) ?? 0) + 1);
console.log("results by remainder mod 5:", [...histogram.entries()].sort((a, b) => a[0] - b[0]));

async function waitChain(depth: number, release: Promise<void>): Promise<number> {
  if (depth === 0) {
    await release;
    return 0;
  }
  return 1 + (await waitChain(depth - 1, release));
}
let open!: () => void;
const release = new Promise<void>((r) => (open = r));
const deep = waitChain(500, release);
let deepDone = false;
deep.then(() => (deepDone = true));
for (let i = 0; i < 5; i++) await null;
console.log("500-deep chain suspended, done?", deepDone);
open();
console.log("deep chain result:", await deep);

const waiters: Promise<string>[] = [];
let wake!: (v: string) => void;
const broadcast = new Promise<string>((r) => (wake = r));
for (let i = 0; i < 1000; i++) waiters.push((async () => `${i}:${await broadcast}`)());
wake("go");
const woke = await Promise.all(waiters);
console.log("1000 waiters on one promise:", woke.length, woke[0], woke[999]);
const stragglers = woke.filter((w) => !w.endsWith(":go"));
console.log("all woke with the broadcast value:", stragglers.length === 0);
const counts = await Promise.all([10, 100, 1000].map(async (n) => {
  let acc = 0;
  for (let i = 0; i < n; i++) acc += await i;
  return acc;
}));
console.log("sequential awaits inside three concurrent loops:", counts);
console.log("gates left open:", gates.length, "started:", started, "finished:", finished);
