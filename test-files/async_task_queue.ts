// An async task queue with a concurrency limit built from promises; tracks peak concurrency and completion order.
function work(ticks: number): Promise<void> {
  let p: Promise<void> = Promise.resolve();
  for (let i = 0; i < ticks; i++) p = p.then(() => {});
  return p;
}
class TaskQueue {
  private running = 0;
  private waiting: Array<() => void> = [];
  peak = 0;
  started: string[] = [];
  finished: string[] = [];
  constructor(private limit: number) {}
  async run<T>(name: string, task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    this.peak = Math.max(this.peak, this.running);
    this.started.push(name);
    try {
      return await task();
    } finally {
      this.running--;
      this.finished.push(name);
      const next = this.waiting.shift();
      if (next) next();
    }
  }
}
const costs: Record<string, number> = { a: 6, b: 2, c: 4, d: 1, e: 3, f: 5, g: 2, h: 1 };
for (const limit of [1, 2, 3, 8]) {
  const q = new TaskQueue(limit);
  const results = await Promise.all(
    Object.entries(costs).map(([name, cost]) => q.run(name, async () => {
      await work(cost);
      return name.toUpperCase() + cost;
    })),
  );
  console.log(`limit ${limit}: peak ${q.peak}`);
  console.log("  started: ", q.started.join(" "));
  console.log("  finished:", q.finished.join(" "));
  console.log("  results: ", results.join(" "));
}

const q = new TaskQueue(2);
const outcomes = await Promise.allSettled(
  [1, 2, 3, 4, 5].map((n) => q.run(`job${n}`, async () => {
    await work(n);
    if (n % 2 === 0) throw new Error(`job${n} failed`);
    return n * 10;
  })),
);
for (const o of outcomes) console.log(o.status === "fulfilled" ? `ok ${o.value}` : `err ${(o.reason as Error).message}`);
console.log("failures release slots, peak:", q.peak, "finished:", q.finished.length);
