// Thousands of pending promises kept alive by an array of deferred resolvers, then resolved in a loop and summed.
interface Deferred<T> {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (r: unknown) => void;
}
function defer<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (r: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const N = 2000;
const pending: Deferred<number>[] = [];
for (let i = 0; i < N; i++) pending.push(defer<number>());
const total = Promise.all(pending.map((d) => d.promise));
console.log("created", pending.length, "deferreds");
console.log("first and last:", pending[0].promise, pending[N - 1].promise);
let done = false;
total.then(() => (done = true));
for (let i = 0; i < 10; i++) await null;
console.log("after 10 ticks, Promise.all settled?", done);

for (let i = N - 1; i >= 0; i--) pending[i].resolve(i * 2);
console.log("resolved synchronously in reverse; first now:", pending[0].promise);
const values = await total;
console.log("sum:", values.reduce((a, b) => a + b, 0), "expected:", N * (N - 1));
console.log("order preserved:", values[0], values[1], values[N - 1]);

const second: Deferred<string>[] = Array.from({ length: N }, () => defer<string>());
const settled = Promise.allSettled(second.map((d) => d.promise));
for (let i = 0; i < N; i++) {
  const j = (i * 7919) % N;
  if (j % 3 === 0) second[j].reject(`r${j}`);
  else second[j].resolve(`v${j}`);
}
const outcomes = await settled;
const rejectedCount = outcomes.filter((o) => o.status === "rejected").length;
console.log("allSettled:", outcomes.length, "results,", rejectedCount, "rejected");
console.log("samples:", outcomes[0], outcomes[1]);

const racers: Deferred<number>[] = Array.from({ length: 500 }, () => defer<number>());
const winner = Promise.race(racers.map((d) => d.promise));
racers[321].resolve(321);
for (const d of racers) d.resolve(-1);
console.log("race winner:", await winner);

let chained = 0;
const chains: Promise<number>[] = [];
const roots: Deferred<number>[] = [];
for (let i = 0; i < 1000; i++) {
  const d = defer<number>();
  roots.push(d);
  chains.push(d.promise.then((v) => v + 1).then((v) => {
    chained++;
    return v * 2;
  }));
}
roots.forEach((d, i) => d.resolve(i));
const chainSum = (await Promise.all(chains)).reduce((a, b) => a + b, 0);
console.log("1000 two-step chains:", chained, "completed, sum", chainSum);
const doomed: Deferred<never>[] = Array.from({ length: 1000 }, () => defer<never>());
const anyOf = Promise.any(doomed.map((d) => d.promise));
doomed.forEach((d, i) => d.reject(`r${i}`));
try {
  await anyOf;
} catch (e) {
  const agg = e as AggregateError;
  console.log("any over 1000 rejections:", agg.name, agg.errors.length, "errors");
  console.log("  first and last reasons:", agg.errors[0], agg.errors[999]);
}
const buckets = [0, 0, 0];
for (const v of values) buckets[v % 3]++;
console.log("values by remainder mod 3:", buckets);
console.log("slice of values:", values.slice(100, 105));
console.log("deferreds still referenced:", pending.length + second.length + racers.length + roots.length + doomed.length);
