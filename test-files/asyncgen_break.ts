// Leaving a for await...of early (break, return, throw, labeled continue) calls the generator's return and runs its finally.
const log: string[] = [];
async function* source(tag: string, n: number): AsyncGenerator<number> {
  log.push(`${tag}:start`);
  try {
    for (let i = 1; i <= n; i++) {
      await null;
      yield i;
    }
    log.push(`${tag}:exhausted`);
  } finally {
    log.push(`${tag}:finally`);
  }
}
function flush(title: string): void {
  console.log(`${title}:`);
  console.log(`  ${log.join(" ")}`);
  log.length = 0;
}

for await (const v of source("A", 10)) {
  log.push(`got ${v}`);
  if (v === 2) break;
}
flush("break");

async function firstOver(limit: number): Promise<number | undefined> {
  for await (const v of source("B", 10)) {
    if (v > limit) return v;
  }
  return undefined;
}
console.log("return from inside loop:", await firstOver(3));
flush("return");

try {
  for await (const v of source("C", 10)) {
    if (v === 3) throw new Error("consumer failed at 3");
  }
} catch (e) {
  log.push(`caught "${(e as Error).message}"`);
}
flush("throw");

outer: for (const round of [1, 2]) {
  for await (const v of source(`D${round}`, 5)) {
    if (v === round) continue outer;
  }
}
flush("labeled continue");

for await (const v of source("E", 2)) log.push(`got ${v}`);
flush("run to completion");

const gen = source("F", 3);
for await (const v of gen) {
  log.push(`got ${v}`);
  break;
}
const again = await gen.next();
log.push(`next after break: ${JSON.stringify(again)}`);
flush("reuse after break");

async function* slowClose(): AsyncGenerator<string> {
  try {
    yield "x";
  } finally {
    for (let i = 0; i < 3; i++) {
      await null;
      log.push(`cleanup ${i}`);
    }
  }
}
for await (const v of slowClose()) {
  log.push(`got ${v}`);
  break;
}
log.push("loop exited");
flush("break waits for async cleanup");
