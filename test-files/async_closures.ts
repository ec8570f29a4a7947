// Closures over variables modified across awaits: shared counters, captured lets, and stale reads.
let shared = 0;
async function incrementer(name: string, times: number, log: string[]): Promise<void> {
  for (let i = 0; i < times; i++) {
    const before = shared;
    await null;
    shared = before + 1;
    log.push(`${name}:${before}->${shared}`);
  }
}
const log: string[] = [];
await Promise.all([incrementer("a", 3, log), incrementer("b", 3, log)]);
console.log("lost updates, shared =", shared);
for (const entry of log) console.log("  " + entry);

let safe = 0;
async function safeIncrement(times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await null;
    safe++;
  }
}
await Promise.all([safeIncrement(3), safeIncrement(3)]);
console.log("read-modify-write after the await, safe =", safe);

function makeCounter(): { next: () => Promise<number>; peek: () => number } {
  let count = 0;
  return {
    async next() {
      const mine = ++count;
      await null;
      return mine * 100 + count;
    },
    peek: () => count,
  };
}
const counter = makeCounter();
const results = await Promise.all([counter.next(), counter.next(), counter.next()]);
console.log("each call saw the final count after resuming:", results, "peek:", counter.peek());

async function captureLoop(): Promise<string[]> {
  const out: Promise<string>[] = [];
  for (let i = 0; i < 3; i++) {
    out.push((async () => {
      await null;
      return `let i=${i}`;
    })());
  }
  var j: number;
  for (j = 0; j < 3; j++) {
    out.push((async () => {
      await null;
      return `var j=${j}`;
    })());
  }
  return Promise.all(out);
}
for (const line of await captureLoop()) console.log("  captured " + line);

let message = "initial";
const reader = (async () => {
  const early = message;
  await null;
  const late = message;
  return { early, late };
})();
message = "changed while suspended";
console.log("reader:", await reader);
