// Promise.all with mixed values, empty input, non-array iterables, and the first rejection winning.
function later<T>(value: T, ticks: number): Promise<T> {
  let p: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < ticks; i++) p = p.then(() => undefined);
  return p.then(() => value);
}
function failLater(reason: string, ticks: number): Promise<never> {
  return later(null, ticks).then(() => {
    throw reason;
  });
}

const results = await Promise.all([1, "two", later(3, 5), Promise.resolve(4), null]);
console.log("mixed:", results);

const empty = await Promise.all([]);
console.log("empty array:", empty, Array.isArray(empty));

const fromSet = await Promise.all(new Set([later("a", 2), later("b", 1), "c"]));
console.log("from Set:", fromSet);

function* gen(): Generator<Promise<number> | number> {
  console.log("generator started");
  for (let i = 1; i <= 3; i++) yield later(i * 10, 4 - i);
  yield 99;
  console.log("generator finished");
}
console.log("from generator:", await Promise.all(gen()));
console.log("from string:", await Promise.all("hey"));
const m = new Map<string, number>([["x", 1], ["y", 2]]);
console.log("from Map entries:", await Promise.all(m));

try {
  await Promise.all([later(1, 3), failLater("slow failure", 6), failLater("fast failure", 2)]);
} catch (r) {
  console.log("first rejection wins:", r);
}

const order: string[] = [];
const tracked = [later("p", 3), later("q", 1), later("r", 2)].map((p) =>
  p.then((v) => {
    order.push(v);
    return v.toUpperCase();
  }),
);
console.log("result keeps input order:", await Promise.all(tracked));
console.log("settle order:", order.join(" "));

try {
  await Promise.all(42 as any);
} catch (e) {
  console.log("non-iterable:", (e as Error).name);
}
const all = Promise.all([1]);
console.log("Promise.all returns a promise:", all instanceof Promise);
const big = await Promise.all(Array.from({ length: 50 }, (_, i) => later(i, i % 4)));
console.log("50 items sum:", big.reduce((a, b) => a + b, 0), "last:", big[49]);
console.log("Promise.all.length:", Promise.all.length);
