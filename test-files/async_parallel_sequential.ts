// Sequential awaits vs parallel Promise.all: start/finish order shows which tasks overlap.
let clock = 0;
const timeline: string[] = [];
function delay(ticks: number): Promise<void> {
  let p: Promise<void> = Promise.resolve();
  for (let i = 0; i < ticks; i++) p = p.then(() => void clock++);
  return p;
}
async function task(name: string, cost: number): Promise<string> {
  timeline.push(`${name}+`);
  await delay(cost);
  timeline.push(`${name}-`);
  return name.toUpperCase();
}
function report(title: string, result: unknown): void {
  console.log(`${title}: ${JSON.stringify(result)}`);
  console.log("  timeline:", timeline.join(" "));
  timeline.length = 0;
}

const seq: string[] = [];
seq.push(await task("a", 3));
seq.push(await task("b", 1));
seq.push(await task("c", 2));
report("sequential", seq);

report("parallel", await Promise.all([task("a", 3), task("b", 1), task("c", 2)]));

const pa = task("a", 3);
const pb = task("b", 1);
const ra = await pa;
const rb = await pb;
report("started together, awaited in turn", [ra, rb]);

const mapped = await Promise.all(["x", "y", "z"].map(async (n, i) => {
  const r = await task(n, 3 - i);
  return r + i;
}));
report("map with async callback", mapped);

const forEachResults: string[] = [];
["p", "q"].forEach(async (n) => {
  forEachResults.push(await task(n, 1));
});
console.log("forEach does not wait:", forEachResults.length);
await delay(5);
report("forEach eventually", forEachResults);

async function inBatches(names: string[], size: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < names.length; i += size) {
    const batch = names.slice(i, i + size);
    out.push(...(await Promise.all(batch.map((n, j) => task(n, j + 1)))));
    timeline.push("|");
  }
  return out;
}
report("batches of 2", await inBatches(["m", "n", "o", "p", "q"], 2));

async function reduceSeq(values: number[]): Promise<number> {
  return values.reduce(async (accP, v) => {
    const acc = await accP;
    await delay(1);
    return acc + v;
  }, Promise.resolve(0));
}
console.log("async reduce:", await reduceSeq([1, 2, 3, 4, 5]));
console.log("clock ticks used:", clock);
