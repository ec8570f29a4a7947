// Promise.allSettled: result objects for every input, in input order, never rejects.
type Check = { host: string; ok: boolean; ticks: number };
const checks: Check[] = [
  { host: "alpha", ok: true, ticks: 3 },
  { host: "beta", ok: false, ticks: 1 },
  { host: "gamma", ok: true, ticks: 0 },
  { host: "delta", ok: false, ticks: 2 },
];
function ping(c: Check): Promise<string> {
  let p: Promise<void> = Promise.resolve();
  for (let i = 0; i < c.ticks; i++) p = p.then(() => {});
  return p.then(() => {
    if (!c.ok) throw `${c.host} unreachable`;
    return `${c.host} up`;
  });
}

const settled = await Promise.allSettled(checks.map(ping));
console.log(settled);
for (const s of settled) {
  if (s.status === "fulfilled") console.log("OK  ", s.value);
  else console.log("FAIL", s.reason);
}
console.log("keys of fulfilled:", Object.keys(settled[0]));
console.log("keys of rejected:", Object.keys(settled[1]));

console.log("empty:", await Promise.allSettled([]));
console.log("plain values:", await Promise.allSettled([1, "x", undefined]));
const objReason = await Promise.allSettled([Promise.reject({ code: 500 }), Promise.reject(null)]);
console.log("object and null reasons:", objReason);

function* sources(): Generator<Promise<number>> {
  yield Promise.resolve(1);
  yield Promise.reject(2);
  yield new Promise<number>((r) => r(3));
}
const fromGen = await Promise.allSettled(sources());
console.log("from generator:", fromGen.map((s) => s.status).join(","));

const errs = await Promise.allSettled([Promise.reject(new TypeError("typed"))]);
const first = errs[0];
if (first.status === "rejected") {
  console.log("error reason:", first.reason instanceof TypeError, first.reason.message);
}
const summary = settled.reduce(
  (acc, s) => {
    acc[s.status]++;
    return acc;
  },
  { fulfilled: 0, rejected: 0 } as Record<string, number>,
);
console.log("summary:", summary);
console.log("still a promise:", Promise.allSettled([]) instanceof Promise);
