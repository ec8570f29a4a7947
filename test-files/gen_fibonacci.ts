// Fibonacci generators: infinite, bounded by value, found by index, resettable via next(true), and general linear recurrences.
function* fibonacci(): Generator<number, never> {
  let [a, b] = [0, 1];
  for (;;) {
    yield a;
    [a, b] = [b, a + b];
  }
}

const first20: number[] = [];
for (const f of fibonacci()) {
  if (first20.length === 20) break;
  first20.push(f);
}
console.log(first20.join(" "));

function* fibBelow(limit: number) {
  let a = 0;
  let b = 1;
  while (a < limit) {
    yield a;
    const t = a + b;
    a = b;
    b = t;
  }
}
console.log([...fibBelow(1000)]);
for (const f of fibBelow(100)) if (f > 10) console.log("two-digit fib", f);
console.log("even fib sum below 4e6:", [...fibBelow(4_000_000)].filter((x) => x % 2 === 0).reduce((s, x) => s + x, 0));

// index of the first Fibonacci number with 15 digits
let index = 0;
for (const f of fibonacci()) {
  if (String(f).length >= 15) {
    console.log("first 15-digit fib is F" + index, "=", f);
    break;
  }
  index++;
}

// the largest exactly-representable Fibonacci numbers
let prev = 0;
let count = 0;
for (const f of fibonacci()) {
  if (!Number.isSafeInteger(f)) {
    console.log("last safe fib", prev, "at index", count - 1);
    break;
  }
  prev = f;
  count++;
}

// a resettable generator: next(true) restarts the sequence
function* resettable(): Generator<number, void, boolean | undefined> {
  let a = 0;
  let b = 1;
  for (;;) {
    const reset = yield a;
    if (reset) { a = 0; b = 1; continue; }
    [a, b] = [b, a + b];
  }
}
const r = resettable();
const seen: number[] = [];
for (let i = 0; i < 6; i++) seen.push(r.next().value as number);
seen.push(r.next(true).value as number);
for (let i = 0; i < 4; i++) seen.push(r.next().value as number);
console.log(seen.join(","));

// generalized: tribonacci and Lucas numbers share one generator
function* linearRecurrence(seed: number[]): Generator<number> {
  const window = [...seed];
  yield* window;
  for (;;) {
    const next = window.reduce((s, x) => s + x, 0);
    window.shift();
    window.push(next);
    yield next;
  }
}
function firstN(n: number, g: Iterator<number>): number[] {
  return Array.from({ length: n }, () => g.next().value);
}
console.log("lucas   ", firstN(12, linearRecurrence([2, 1])).join(" "));
console.log("tribo   ", firstN(12, linearRecurrence([0, 0, 1])).join(" "));
console.log("tetra   ", firstN(12, linearRecurrence([0, 0, 0, 1])).join(" "));
for (const [i, ratio] of [10, 20, 30].map((n) => [n, firstN(n + 1, fibonacci()).slice(-2)] as const)) {
  console.log(`ratio F${i + 1}/F${i} = ${(ratio[1] / ratio[0]).toFixed(12)}`);
}
