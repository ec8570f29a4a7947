// Memoising an async function: concurrent callers share one in-flight promise; failures are evicted so later calls retry.
let calls = 0;
async function slowSquare(n: number): Promise<number> {
  calls++;
  for (let i = 0; i < 3; i++) await null;
  if (n < 0) throw new RangeError(`negative input ${n}`);
  return n * n;
}
function memoize<A, R>(fn: (a: A) => Promise<R>): ((a: A) => Promise<R>) & { cache: Map<A, Promise<R>> } {
  const cache = new Map<A, Promise<R>>();
  const wrapped = (a: A): Promise<R> => {
    const hit = cache.get(a);
    if (hit) return hit;
    const p = fn(a).catch((e) => {
      cache.delete(a);
      throw e;
    });
    cache.set(a, p);
    return p;
  };
  return Object.assign(wrapped, { cache });
}
const square = memoize(slowSquare);
const results = await Promise.all([square(4), square(4), square(5), square(4)]);
console.log("results:", results, "underlying calls:", calls);
console.log("same promise for same key:", square(4) === square(4));
console.log("cached again:", await square(5), "calls:", calls);
console.log("cache keys:", [...square.cache.keys()]);

const failures = await Promise.allSettled([square(-1), square(-1)]);
console.log("failed pair:", failures.map((f) => f.status), "calls:", calls);
console.log("evicted after failure:", square.cache.has(-1));
await square(-1).catch((e: Error) => console.log("retried and failed again:", e.message, "calls:", calls));

function memoizeWithTtl<R>(fn: (key: string) => Promise<R>, ttl: number) {
  let now = 0;
  const cache = new Map<string, { at: number; p: Promise<R> }>();
  return {
    tick(): void {
      now++;
    },
    get(key: string): Promise<R> {
      const e = cache.get(key);
      if (e && now - e.at < ttl) return e.p;
      const p = fn(key);
      cache.set(key, { at: now, p });
      return p;
    },
  };
}
let fetches = 0;
const profile = memoizeWithTtl(async (user: string) => {
  fetches++;
  await null;
  return { user, version: fetches };
}, 2);
for (let t = 0; t < 6; t++) {
  const p = await profile.get("ada");
  console.log(`t=${t} version ${p.version} fetches ${fetches}`);
  profile.tick();
}
const keyed = memoize(async (k: string) => `${k}:${k.length}`);
console.log(await Promise.all(["aa", "b", "aa", "ccc", "b"].map(keyed)), "entries:", keyed.cache.size);
const concurrentKeys = await Promise.all([1, 2, 3, 1, 2, 3, 1].map((n) => square(n)));
console.log("concurrent mixed keys:", concurrentKeys, "calls:", calls, "cache size:", square.cache.size);
