// async function* basics: manual next() calls, for await...of, return values, and lazy start.
async function* countdown(from: number): AsyncGenerator<number, string, undefined> {
  console.log("  generator body starts");
  for (let i = from; i > 0; i--) {
    await null;
    yield i;
  }
  return "liftoff";
}
const g = countdown(3);
console.log("created, body not started yet");
console.log(await g.next());
console.log(await g.next());
console.log(await g.next());
console.log(await g.next());
console.log("after completion:", await g.next());

const seen: number[] = [];
for await (const n of countdown(4)) seen.push(n);
console.log("for await collected:", seen, "(return value is not iterated)");

async function* pages(total: number, size: number): AsyncGenerator<number[]> {
  for (let start = 0; start < total; start += size) {
    const page = await Promise.resolve(
      Array.from({ length: Math.min(size, total - start) }, (_, i) => start + i),
    );
    yield page;
  }
}
let pageNo = 0;
for await (const page of pages(10, 4)) console.log(`page ${++pageNo}:`, page);

async function* echo(): AsyncGenerator<string, void, string> {
  let received = yield "ready";
  while (received !== "stop") {
    received = yield `echo: ${received}`;
  }
}
const e = echo();
console.log((await e.next("ignored first")).value);
console.log((await e.next("hello")).value);
console.log((await e.next("world")).value);
console.log(await e.next("stop"));

const it = countdown(1);
console.log("next returns a promise:", it.next() instanceof Promise);
console.log("async iterator is itself:", it[Symbol.asyncIterator]() === it);
console.log("no sync iterator:", (it as any)[Symbol.iterator]);
async function* empty(): AsyncGenerator<never> {}
console.log("empty:", await empty().next());
