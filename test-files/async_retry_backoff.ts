// Retry with exponential backoff (backoff "sleeps" are microtask chains), counting attempts and recording the schedule.
let ticks = 0;
function sleep(n: number): Promise<void> {
  let p: Promise<void> = Promise.resolve();
  for (let i = 0; i < n; i++) p = p.then(() => void ticks++);
  return p;
}
class TransientError extends Error {
  constructor(msg: string) {
    super(msg);
    this.name = "TransientError";
  }
}
interface RetryOptions { attempts: number; base: number; factor: number; max: number }
async function retry<T>(op: (attempt: number) => Promise<T>, opts: RetryOptions, log: string[]): Promise<T> {
  let delay = opts.base;
  for (let attempt = 1; ; attempt++) {
    try {
      const v = await op(attempt);
      log.push(`#${attempt} ok`);
      return v;
    } catch (e) {
      const err = e as Error;
      if (!(err instanceof TransientError) || attempt >= opts.attempts) {
        log.push(`#${attempt} giving up (${err.name})`);
        throw err;
      }
      log.push(`#${attempt} ${err.message}, wait ${delay}`);
      await sleep(delay);
      delay = Math.min(delay * opts.factor, opts.max);
    }
  }
}
function flaky(failures: number, fatalAt = -1): (attempt: number) => Promise<string> {
  return async (attempt) => {
    await sleep(1);
    if (attempt === fatalAt) throw new TypeError("fatal bug");
    if (attempt <= failures) throw new TransientError(`timeout ${attempt}`);
    return `success on attempt ${attempt}`;
  };
}
const opts: RetryOptions = { attempts: 5, base: 1, factor: 2, max: 6 };
const scenarios: Array<[string, (a: number) => Promise<string>]> = [
  ["works first time", flaky(0)],
  ["two failures", flaky(2)],
  ["four failures", flaky(4)],
  ["never works", flaky(10)],
  ["fatal on second", flaky(5, 2)],
];
for (const [name, op] of scenarios) {
  const log: string[] = [];
  const before = ticks;
  const outcome = await retry(op, opts, log).then(
    (v) => v,
    (e: Error) => `failed: ${e.name}: ${e.message}`,
  );
  console.log(`${name}: ${outcome}`);
  console.log(`  ${log.join(" | ")}`);
  console.log(`  ticks spent: ${ticks - before}`);
}
const parallel = await Promise.all([flaky(1), flaky(3), flaky(0)].map((op) => retry(op, opts, [])));
console.log("parallel retries:", parallel);
console.log("total ticks:", ticks);
