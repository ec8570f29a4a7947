// BigInt arithmetic as programs write it: a factorial, Fibonacci numbers
// with hundreds of digits, and a 64-bit hash kept in range with asUintN.
// Prints checksums.
function factorial(n) {
  let r = 1n;
  for (let i = 2n; i <= n; i++) r *= i;
  return r;
}

function fib(n) {
  let a = 0n;
  let b = 1n;
  for (let i = 0; i < n; i++) {
    const t = a + b;
    a = b;
    b = t;
  }
  return a;
}

function fnv1a(text) {
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i));
    h = BigInt.asUintN(64, h * 0x100000001b3n);
  }
  return h;
}

let digits = 0;
for (let k = 0; k < 60; k++) digits += String(factorial(1000n + BigInt(k))).length;
console.log(digits);

let fibs = 0n;
for (let k = 0; k < 600; k++) fibs += fib(1000 + k) % 1000000007n;
console.log(fibs);

const words = [];
for (let i = 0; i < 100000; i++) words.push("word" + i);
let mix = 0n;
for (const w of words) mix ^= fnv1a(w);
console.log(mix.toString(16));
