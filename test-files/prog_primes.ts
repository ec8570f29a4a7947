// Primes by trial division.
function isPrime(n: number): boolean {
  if (n < 2) return false;
  if (n % 2 === 0) return n === 2;
  for (let d = 3; d * d <= n; d += 2) {
    if (n % d === 0) return false;
  }
  return true;
}
let line = "";
let count = 0;
for (let n = 0; n < 100; n++) {
  if (isPrime(n)) {
    line += n + " ";
    count++;
  }
}
console.log(line);
console.log("primes below 100:", count);
let c2 = 0;
let sum = 0;
let last = 0;
for (let n = 0; n < 50000; n++) {
  if (isPrime(n)) {
    c2++;
    sum += n;
    last = n;
  }
}
console.log("below 50000: count", c2, "sum", sum, "largest", last);
let nth = 0;
let k = 1;
while (nth < 1000) {
  k++;
  if (isPrime(k)) nth++;
}
console.log("1000th prime:", k);
function factor(n: number): string {
  let out = "";
  let d = 2;
  while (n > 1 && d * d <= n) {
    while (n % d === 0) {
      out += (out === "" ? "" : " * ") + d;
      n /= d;
    }
    d++;
  }
  if (n > 1) out += (out === "" ? "" : " * ") + n;
  return out;
}
console.log("360 =", factor(360));
console.log("9973 =", factor(9973));
console.log("2147483647 =", factor(2147483647));
console.log("600851475143 =", factor(600851475143));
console.log("2**32+1 =", factor(2 ** 32 + 1));
let twins = 0;
for (let n = 3; n < 10000; n += 2) if (isPrime(n) && isPrime(n + 2)) twins++;
console.log("twin prime pairs below 10000:", twins);
