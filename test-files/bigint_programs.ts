// Small programs people write with BigInt: factorials, Fibonacci,
// modular exponentiation, gcd, digit sums and a hash.
function factorial(n) {
  let r = 1n;
  for (let i = 2n; i <= n; i++) r *= i;
  return r;
}

function fib(n) {
  let a = 0n, b = 1n;
  for (let i = 0; i < n; i++) [a, b] = [b, a + b];
  return a;
}

function modPow(base, exp, mod) {
  let result = 1n;
  base %= mod;
  while (exp > 0n) {
    if (exp & 1n) result = (result * base) % mod;
    base = (base * base) % mod;
    exp >>= 1n;
  }
  return result;
}

function gcd(a, b) {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

function digitSum(n) {
  return String(n).split("").reduce((s, d) => s + Number(d), 0);
}

// FNV-1a over a string, 64-bit, kept in range with asUintN.
function fnv1a(text) {
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i));
    h = BigInt.asUintN(64, h * 0x100000001b3n);
  }
  return h;
}

const f100 = factorial(100n);
console.log(f100);
console.log(String(f100).length, digitSum(f100), f100 % 1000000007n);
console.log(fib(300));
console.log(modPow(2n, 10n ** 18n, 1000000007n), modPow(3n, 200n, 13n));
console.log(gcd(factorial(30n), 2n ** 40n * 3n ** 5n), gcd(-48n, 18n));
console.log(fnv1a("hello"), fnv1a("kiln").toString(16));
let primes = [];
for (let p = 2n; primes.length < 10; p++) {
  let prime = true;
  for (let d = 2n; d * d <= p; d++) if (p % d === 0n) { prime = false; break; }
  if (prime) primes.push(p);
}
console.log(primes);
