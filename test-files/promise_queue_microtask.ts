// queueMicrotask: FIFO with promise reactions, nested queueing, long microtask chains before the next await resumes.
const trace: string[] = [];
console.log("queueMicrotask returns:", queueMicrotask(() => trace.push("first")));
Promise.resolve().then(() => trace.push("promise reaction"));
queueMicrotask(() => trace.push("second"));
console.log("nothing ran yet:", trace.length);
await null;
console.log("after one await:", trace.join(", "));

trace.length = 0;
let depth = 0;
function recurse(): void {
  depth++;
  if (depth < 1000) queueMicrotask(recurse);
}
queueMicrotask(recurse);
Promise.resolve().then(() => trace.push(`then sees depth ${depth}`));
await null;
console.log("after one await, depth:", depth, trace.join(", "));
for (let i = 0; i < 1000; i++) await null;
console.log("after 1000 more awaits, depth:", depth);

trace.length = 0;
function schedule(name: string, times: number): void {
  let n = 0;
  const step = () => {
    trace.push(`${name}${++n}`);
    if (n < times) queueMicrotask(step);
  };
  queueMicrotask(step);
}
schedule("x", 3);
schedule("y", 2);
schedule("z", 4);
for (let i = 0; i < 6; i++) await null;
console.log("round robin:", trace.join(" "));

try {
  queueMicrotask(42 as any);
} catch (e) {
  console.log("non-function:", (e as Error).name, e instanceof TypeError);
}
try {
  (queueMicrotask as any)();
} catch (e) {
  console.log("no argument:", (e as Error).name);
}

const results: number[] = [];
class Batcher {
  private pending: number[] = [];
  private scheduled = false;
  add(n: number): void {
    this.pending.push(n);
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => this.flush());
    }
  }
  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    this.scheduled = false;
    console.log("flush batch of", batch.length, "sum", batch.reduce((a, b) => a + b, 0));
    results.push(batch.length);
  }
}
const batcher = new Batcher();
for (let i = 1; i <= 10; i++) batcher.add(i);
console.log("added 10 synchronously");
await null;
batcher.add(100);
batcher.add(200);
await null;
for (let i = 0; i < 3; i++) {
  batcher.add(i);
  await null;
}
console.log("batches:", results);
console.log("typeof queueMicrotask:", typeof queueMicrotask, queueMicrotask.length);
