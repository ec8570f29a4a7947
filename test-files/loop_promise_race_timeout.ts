// The timeout pattern: Promise.race between work and a timer, clearing the losing timer so it does not hold the program.
class TimeoutError extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
    this.name = "TimeoutError";
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function slowTask(ms: number, result: string): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve(result), ms));
}

async function attempt(label: string, taskMs: number, limitMs: number): Promise<void> {
  try {
    const r = await withTimeout(slowTask(taskMs, label + " result"), limitMs);
    console.log(`${label}: got "${r}"`);
  } catch (e) {
    const err = e as Error;
    console.log(`${label}: ${err.name}: ${err.message}`);
  }
}

async function main(): Promise<void> {
  await attempt("fast", 1, 15);
  await attempt("slow", 25, 3);
  await attempt("instant", 0, 10);
  // Already-settled work wins against any timer.
  const quick = await withTimeout(Promise.resolve("ready"), 1);
  console.log("resolved value wins:", quick);
  // Racing plain sleeps: the shortest wins, the others still fire but are ignored.
  const winner = await Promise.race([
    slowTask(20, "twenty"),
    slowTask(2, "two"),
    slowTask(30, "thirty"),
  ]);
  console.log("race winner:", winner);
}

main().then(() => console.log("done"));
