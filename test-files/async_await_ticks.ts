// How many microtask ticks an await costs: measured against a ticking promise chain started right after the await.
let tick = 0;
function ticker(): Promise<void> {
  tick = 0;
  let p: Promise<void> = Promise.resolve();
  for (let i = 1; i <= 8; i++) p = p.then(() => void (tick = i));
  return p;
}
async function measure(label: string, body: () => Promise<unknown>): Promise<void> {
  let resumedAt = -1;
  const run = body().then(() => (resumedAt = tick));
  await ticker();
  await run;
  console.log(`${label.padEnd(44)} ticks elapsed: ${resumedAt}`);
}
class SubPromise<T> extends Promise<T> {}
const thenable = { then: (ok: (v: number) => void) => ok(1) };
async function plain(): Promise<number> {
  return 1;
}
async function returnsPromise(): Promise<number> {
  return Promise.resolve(1);
}
async function returnsAwaited(): Promise<number> {
  return await Promise.resolve(1);
}
async function returnsThenable(): Promise<number> {
  return thenable as unknown as number;
}

await measure("await 42", async () => { await 42; });
await measure("await undefined", async () => { await undefined; });
await measure("await Promise.resolve(1)", async () => { await Promise.resolve(1); });
await measure("await already-rejected promise (caught)", async () => {
  try { await Promise.reject("r"); } catch {}
});
await measure("await thenable object", async () => { await thenable; });
await measure("await SubPromise.resolve(1)", async () => { await SubPromise.resolve(1); });
await measure("await Promise.resolve().then(f)", async () => { await Promise.resolve().then(() => 1); });
await measure("await plain async call", async () => { await plain(); });
await measure("await async returning a promise", async () => { await returnsPromise(); });
await measure("await async returning await promise", async () => { await returnsAwaited(); });
await measure("await async returning a thenable", async () => { await returnsThenable(); });
await measure("three awaits of 0", async () => { await 0; await 0; await 0; });
await measure("no await at all", async () => {});
await measure("async body returning a promise directly", async () => Promise.resolve(2));
await measure("await new Promise resolved with promise", async () => {
  await new Promise((r) => r(Promise.resolve(3)));
});
await measure("await Promise.all([1, 2])", async () => { await Promise.all([1, 2]); });
await measure("await Promise.all([])", async () => { await Promise.all([]); });
console.log("done");
