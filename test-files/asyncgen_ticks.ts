// Microtask cost of async generator steps: next() on a suspended generator, for await iterations, and yield of a promise, against a ticker.
const events: string[] = [];
function ticker(n: number): Promise<void> {
  let p: Promise<void> = Promise.resolve();
  for (let i = 1; i <= n; i++) p = p.then(() => void events.push(`t${i}`));
  return p;
}
function flush(title: string): void {
  console.log(`${title}:`);
  console.log("  " + events.join(" "));
  events.length = 0;
}
async function* plain(): AsyncGenerator<number> {
  yield 1;
  yield 2;
}
async function* promised(): AsyncGenerator<number> {
  yield Promise.resolve(1);
  yield Promise.resolve(2);
}
async function* awaiting(): AsyncGenerator<number> {
  await null;
  yield 1;
  await null;
  yield 2;
}

let g = plain();
g.next().then((r) => events.push(`next1=${r.value}`));
g.next().then((r) => events.push(`next2=${r.value}`));
g.next().then((r) => events.push(`next3 done=${r.done}`));
await ticker(8);
flush("three queued next() on a plain generator");

const loop = (async () => {
  for await (const v of plain()) events.push(`got ${v}`);
  events.push("loop end");
})();
await Promise.all([loop, ticker(10)]);
flush("for await over yield 1; yield 2");

const loop2 = (async () => {
  for await (const v of promised()) events.push(`got ${v}`);
  events.push("loop end");
})();
await Promise.all([loop2, ticker(10)]);
flush("for await over yield Promise.resolve(x)");

const loop3 = (async () => {
  for await (const v of awaiting()) events.push(`got ${v}`);
  events.push("loop end");
})();
await Promise.all([loop3, ticker(12)]);
flush("for await with awaits between yields");

const loop4 = (async () => {
  for await (const v of [1, 2]) events.push(`got ${v}`);
  events.push("loop end");
})();
await Promise.all([loop4, ticker(8)]);
flush("for await over a plain array");

g = plain();
g.return(7).then((r) => events.push(`return=${r.value}`));
await ticker(4);
flush("return() on a fresh generator");

g = plain();
await g.next();
g.return(Promise.resolve(9) as unknown as number).then((r) => events.push(`return=${r.value}`));
await ticker(6);
flush("return(promise) on a suspended generator");

const gen = awaiting();
gen.next().then((r) => events.push(`first=${r.value}`));
queueMicrotask(() => events.push("qm"));
await ticker(5);
flush("first next() with await before yield");
console.log("done");
