// Async pipeline of promise-returning stages: compose, per-item stage timing in ticks, and error short-circuiting.
type Stage<I, O> = (input: I) => Promise<O>;
let clock = 0;
function cost(ticks: number): Promise<void> {
  let p: Promise<void> = Promise.resolve();
  for (let i = 0; i < ticks; i++) p = p.then(() => void clock++);
  return p;
}
function pipe<A, B, C, D>(s1: Stage<A, B>, s2: Stage<B, C>, s3: Stage<C, D>): Stage<A, D> {
  return async (a) => s3(await s2(await s1(a)));
}
const trace: string[] = [];
const parse: Stage<string, number[]> = async (csv) => {
  await cost(1);
  trace.push(`parse(${csv})`);
  const nums = csv.split(",").map(Number);
  if (nums.some(Number.isNaN)) throw new SyntaxError(`bad csv: ${csv}`);
  return nums;
};
const normalise: Stage<number[], number[]> = async (nums) => {
  await cost(2);
  trace.push(`normalise(${nums.length})`);
  const max = Math.max(...nums);
  return nums.map((n) => Math.round((n / max) * 100));
};
const summarise: Stage<number[], string> = async (nums) => {
  await cost(1);
  trace.push("summarise");
  return `min ${Math.min(...nums)} max ${Math.max(...nums)} mean ${(nums.reduce((a, b) => a + b, 0) / nums.length).toFixed(1)}`;
};
const runPipeline = pipe(parse, normalise, summarise);
const inputs = ["1,2,3,4", "10,5,20", "7,x,9", "50"];

for (const input of inputs) {
  const start = clock;
  try {
    console.log(`${input.padEnd(8)} => ${await runPipeline(input)}`);
  } catch (e) {
    console.log(`${input.padEnd(8)} => ${(e as Error).name}: ${(e as Error).message}`);
  }
  console.log(`  ${trace.join(" -> ")} (${clock - start} ticks)`);
  trace.length = 0;
}

const startParallel = clock;
const parallel = await Promise.allSettled(inputs.map(runPipeline));
console.log("parallel run took", clock - startParallel, "ticks");
for (const r of parallel) console.log("  ", r.status, r.status === "fulfilled" ? r.value : (r.reason as Error).message);
console.log("stage calls interleaved:", trace.length, "first few:", trace.slice(0, 4).join(", "));

async function runStages(value: number, stages: Array<(n: number) => Promise<number> | number>): Promise<number[]> {
  const history = [value];
  for (const stage of stages) history.push((value = await stage(value)));
  return history;
}
console.log("mixed sync and async stages:", await runStages(3, [(n) => n + 1, async (n) => n * 10, (n) => Promise.resolve(n - 5)]));
