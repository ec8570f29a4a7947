// Promise.race: first settlement wins (fulfilled or rejected); an empty race stays pending forever.
function after<T>(ticks: number, value: T, fail = false): Promise<T> {
  let p: Promise<void> = Promise.resolve();
  for (let i = 0; i < ticks; i++) p = p.then(() => {});
  return p.then(() => {
    if (fail) throw value;
    return value;
  });
}

console.log("fastest:", await Promise.race([after(3, "slow"), after(1, "fast"), after(2, "medium")]));
try {
  await Promise.race([after(3, "ok"), after(1, "boom", true)]);
} catch (r) {
  console.log("rejection first:", r);
}
console.log("fulfill beats later reject:", await Promise.race([after(1, "yes"), after(2, "no", true)]));
console.log("plain value in list:", await Promise.race([after(1, "promise"), "immediate"]));
console.log("already-resolved first wins:", await Promise.race([Promise.resolve("a"), Promise.resolve("b")]));

const forever = Promise.race([]);
console.log("empty race:", forever);
let settledFlag = false;
forever.then(() => (settledFlag = true));
await after(5, null);
console.log("empty race after 5 ticks still pending:", settledFlag, forever);

function withTimeout<T>(work: Promise<T>, budget: number): Promise<T | "timeout"> {
  return Promise.race([work, after(budget, "timeout" as const)]);
}
for (const cost of [1, 3, 6]) {
  console.log(`job costing ${cost} with budget 4:`, await withTimeout(after(cost, `done(${cost})`), 4));
}

function* lanes(): Generator<Promise<string>> {
  for (const n of [4, 2, 3]) yield after(n, "lane" + n);
}
console.log("race over a generator:", await Promise.race(lanes()));
const raced = Promise.race([1]);
console.log("race returns a promise:", raced instanceof Promise, "length:", Promise.race.length);
console.log("race of one:", await raced);
const lookups = ["cache", "replica", "primary"].map((src, i) => after(i + 1, src));
console.log("first lookup to answer:", await Promise.race(lookups));
console.log("all lookups anyway:", await Promise.all(lookups));
try {
  await Promise.race(undefined as any);
} catch (e) {
  console.log("race(undefined):", (e as Error).name);
}
