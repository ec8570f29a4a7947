// Primes with a sieve in `new Array(n).fill(true)`, then prime gaps
// counted in an array used as a histogram, and a Goldbach check.
function sieve(n) {
  const isPrime = new Array(n + 1).fill(true);
  isPrime[0] = isPrime[1] = false;
  for (let i = 2; i * i <= n; i++) {
    if (isPrime[i]) for (let j = i * i; j <= n; j += i) isPrime[j] = false;
  }
  return isPrime;
}

const N = 8000000;
const isPrime = sieve(N);
const primes = [];
for (let i = 2; i <= N; i++) if (isPrime[i]) primes.push(i);
const gaps = [];
for (let i = 1; i < primes.length; i++) {
  const g = primes[i] - primes[i - 1];
  gaps[g] = (gaps[g] || 0) + 1;
}
let goldbach = 0;
for (let n = 4; n <= 20000; n += 2) {
  for (let k = 0; primes[k] <= n / 2; k++) {
    if (isPrime[n - primes[k]]) {
      goldbach++;
      break;
    }
  }
}
console.log(primes.length, gaps.length, gaps[2], gaps[6], goldbach);
