// Prime generators: an incremental sieve with a Map, trial division, and prime factorization.
function* primes(): Generator<number, never> {
  const composites = new Map<number, number[]>();
  for (let n = 2; ; n++) {
    const factors = composites.get(n);
    if (factors === undefined) {
      yield n;
      composites.set(n * n, [n]);
    } else {
      for (const p of factors) {
        const next = n + p;
        const list = composites.get(next);
        if (list) list.push(p);
        else composites.set(next, [p]);
      }
      composites.delete(n);
    }
  }
}

function* take<T>(n: number, it: Iterator<T>) {
  while (n-- > 0) yield it.next().value as T;
}

console.log([...take(25, primes())].join(" "));
const ps = primes();
for (let i = 1; i <= 5; i++) console.log(`prime #${i * 100}:`, [...take(100, ps)].pop());

let count = 0;
let last = 0;
for (const p of primes()) {
  if (p > 10000) break;
  count++;
  last = p;
}
console.log("primes below 10000:", count, "largest:", last);

// twin primes from a sliding window over the generator
function* twins(limit: number) {
  let prev = 2;
  for (const p of primes()) {
    if (p > limit) return;
    if (p - prev === 2) yield [prev, p] as [number, number];
    prev = p;
  }
}
console.log([...twins(200)].map(([a, b]) => `(${a},${b})`).join(" "));

// trial-division primality feeding a filter generator
function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (const p of primes()) {
    if (p * p > n) return true;
    if (n % p === 0) return false;
  }
  return false;
}
console.log([1, 2, 15, 17, 91, 97, 7919, 7921].map((n) => `${n}:${isPrime(n) ? "P" : "-"}`).join(" "));

function* factorize(n: number): Generator<number, void> {
  for (const p of primes()) {
    if (p * p > n) break;
    while (n % p === 0) {
      yield p;
      n /= p;
    }
  }
  if (n > 1) yield n;
}
for (const n of [2, 12, 360, 9973, 65536, 123456, 999999, 600851475]) {
  const fs = [...factorize(n)];
  const grouped = new Map<number, number>();
  for (const f of fs) grouped.set(f, (grouped.get(f) ?? 0) + 1);
  console.log(String(n).padStart(9), "=", [...grouped].map(([p, e]) => (e > 1 ? `${p}^${e}` : `${p}`)).join(" * "));
}

// Goldbach partitions for a few even numbers
function* goldbach(n: number) {
  for (const p of primes()) {
    if (p > n / 2) return;
    if (isPrime(n - p)) yield `${p}+${n - p}`;
  }
}
for (const n of [4, 28, 100, 128]) console.log(n, [...goldbach(n)].join(", "));
