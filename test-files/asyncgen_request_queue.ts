// Async generator request queue: several next() calls issued without awaiting are served in order, one at a time.
const log: string[] = [];
async function* worker(): AsyncGenerator<string, string, string> {
  let input = "(none)";
  for (let i = 1; i <= 3; i++) {
    log.push(`body step ${i} with input ${input}`);
    await null;
    input = yield `result ${i}`;
  }
  return "worker finished";
}
const w = worker();
const p1 = w.next("first (ignored)");
const p2 = w.next("second");
const p3 = w.next("third");
const p4 = w.next("fourth");
const p5 = w.next("fifth");
log.push("five next() calls issued synchronously");
const results = await Promise.all([p1, p2, p3, p4, p5]);
for (const line of log) console.log(line);
for (const r of results) console.log(r);

const order: string[] = [];
async function* slow(): AsyncGenerator<number> {
  for (let i = 1; i <= 3; i++) {
    for (let t = 0; t < 3; t++) await null;
    order.push(`yield ${i}`);
    yield i;
  }
}
const s = slow();
const reqs = [s.next(), s.next(), s.return(99), s.next()];
reqs.forEach((p, idx) => p.then((r) => order.push(`request ${idx} settled ${JSON.stringify(r)}`)));
await Promise.all(reqs);
for (const line of order) console.log(line);

async function* failsSecond(): AsyncGenerator<number> {
  yield 1;
  throw new Error("generator broke");
}
const f = failsSecond();
const settled = await Promise.allSettled([f.next(), f.next(), f.next()]);
for (const r of settled) {
  console.log(r.status, r.status === "fulfilled" ? JSON.stringify(r.value) : (r.reason as Error).message);
}
const q = worker();
const qThrow = [q.next(), q.throw("injected"), q.next()];
const qs = await Promise.allSettled(qThrow);
console.log(qs.map((r) => (r.status === "fulfilled" ? JSON.stringify(r.value) : `rejected ${r.reason}`)).join(" ; "));
