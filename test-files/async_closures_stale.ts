// Closures that outlive awaits: serialised accumulators, per-handler counters, stale-read detection and latest-wins searches.
function accumulator(): (n: number) => Promise<number> {
  let total = 0;
  let chain: Promise<unknown> = Promise.resolve();
  return (n: number) => {
    const step = chain.then(async () => {
      await null;
      total += n;
      return total;
    });
    chain = step;
    return step;
  };
}
const add = accumulator();
console.log("serialised adds:", await Promise.all([add(1), add(10), add(100)]));
const handlers: Array<() => Promise<string>> = [];
for (const name of ["x", "y"]) {
  let calls = 0;
  handlers.push(async () => {
    calls++;
    await null;
    return `${name} called ${calls}`;
  });
}
for (const h of [...handlers, ...handlers]) console.log(await h());
const config = { level: "info" };
async function logAt(msg: string): Promise<string> {
  const captured = config.level;
  await null;
  return `${msg}: captured ${captured}, now ${config.level}`;
}
const pending = [logAt("first"), logAt("second")];
config.level = "debug";
const third = logAt("third");
for (const line of await Promise.all([...pending, third])) console.log(line);
let generation = 0;
async function stale(): Promise<string> {
  const mine = ++generation;
  await null;
  await null;
  return mine === generation ? `gen ${mine} is current` : `gen ${mine} is stale (now ${generation})`;
}
const s1 = stale();
const s2 = stale();
console.log(await s1);
console.log(await s2);

let latestQuery = 0;
const shown: string[] = [];
async function search(term: string, latency: number): Promise<void> {
  const ticket = ++latestQuery;
  for (let i = 0; i < latency; i++) await null;
  if (ticket !== latestQuery) {
    console.log(`  drop stale results for "${term}"`);
    return;
  }
  shown.push(term);
  console.log(`  show results for "${term}"`);
}
await Promise.all([search("k", 5), search("ki", 1), search("kil", 3), search("kiln", 2)]);
console.log("rendered:", shown);
