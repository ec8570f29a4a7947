// Infinite generators tamed by take/takeWhile/drop/nth helpers; cycles, repeat, iterate, zip.
function* naturals(from = 0): Generator<number, never> {
  for (let n = from; ; n++) yield n;
}
function* iterate<T>(seed: T, f: (x: T) => T): Generator<T, never> {
  for (let x = seed; ; x = f(x)) yield x;
}
function* cycle<T>(items: T[]): Generator<T> {
  if (items.length === 0) return;
  for (;;) yield* items;
}
function* repeat<T>(value: T) {
  for (;;) yield value;
}

function* take<T>(n: number, it: Iterable<T>): Generator<T> {
  if (n <= 0) return;
  let i = 0;
  for (const x of it) {
    yield x;
    if (++i >= n) return;
  }
}
function* takeWhile<T>(pred: (x: T) => boolean, it: Iterable<T>) {
  for (const x of it) {
    if (!pred(x)) return;
    yield x;
  }
}
function* drop<T>(n: number, it: Iterable<T>) {
  for (const x of it) {
    if (n > 0) { n--; continue; }
    yield x;
  }
}
function nth<T>(n: number, it: Iterable<T>): T | undefined {
  for (const x of it) if (n-- === 0) return x;
  return undefined;
}
function* zip<A, B>(a: Iterable<A>, b: Iterable<B>): Generator<[A, B]> {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  try {
    for (;;) {
      const ra = ia.next();
      const rb = ib.next();
      if (ra.done || rb.done) return;
      yield [ra.value, rb.value];
    }
  } finally {
    ia.return?.();
    ib.return?.();
  }
}

console.log([...take(5, naturals())]);
console.log([...take(5, naturals(100))]);
console.log([...take(8, iterate(1, (x) => x * 2))]);
console.log([...takeWhile((x: number) => x < 60, iterate(1, (x) => x * 3))]);
console.log([...take(7, cycle(["R", "G", "B"]))].join(""));
console.log([...take(3, cycle([]))]);
console.log([...take(4, repeat("ho"))].join(" "));
console.log([...take(3, drop(10, naturals()))]);
console.log(nth(1000, naturals()), nth(5, iterate("a", (s) => s + "b")));
console.log([...take(4, zip(naturals(1), cycle(["x", "y"])))]);
console.log([...zip("abc", naturals())]);
console.log([...take(0, naturals())], [...take(-3, naturals())]);

// Collatz sequences via iterate + takeWhile
function collatz(n: number): number[] {
  return [...takeWhile((x: number) => x !== 1, iterate(n, (x) => (x % 2 ? 3 * x + 1 : x / 2))), 1];
}
for (const start of [6, 7, 27]) {
  const c = collatz(start);
  console.log(start, "->", c.length, "steps; max", Math.max(...c), c.length < 20 ? c.join(",") : "...");
}

// the same infinite generator object consumed in slices
const ids = naturals(1);
console.log([...take(3, ids)], [...take(3, ids)]);
const manual = naturals(50);
const batch = (k: number) => Array.from({ length: k }, () => manual.next().value);
console.log(batch(3), batch(2), batch(4));
