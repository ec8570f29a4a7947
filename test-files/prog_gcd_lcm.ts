// GCD (iterative and recursive), LCM, extended Euclid, coprime counting.
function gcd(a: number, b: number): number {
  while (b !== 0) {
    const t = b;
    b = a % b;
    a = t;
  }
  return a < 0 ? -a : a;
}
function gcdRec(a: number, b: number): number {
  return b === 0 ? a : gcdRec(b, a % b);
}
function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}
let extX = 0;
let extY = 0;
function extended(a: number, b: number): number {
  if (b === 0) {
    extX = 1;
    extY = 0;
    return a;
  }
  const g = extended(b, a % b);
  const x1 = extX;
  extX = extY;
  extY = x1 - ((a - (a % b)) / b) * extY;
  return g;
}
console.log("gcd", gcd(48, 18), gcd(17, 5), gcd(0, 9), gcd(9, 0), gcd(-12, 18), gcd(2 ** 40, 2 ** 20 * 3));
console.log("gcdRec", gcdRec(1071, 462), gcdRec(832040, 514229));
console.log("lcm", lcm(4, 6), lcm(21, 6), lcm(13, 17));
let l = 1;
for (let i = 1; i <= 20; i++) l = lcm(l, i);
console.log("lcm(1..20)", l);
let l2 = 1;
for (let i = 1; i <= 40; i++) l2 = lcm(l2, i);
console.log("lcm(1..40)", l2);
const g = extended(240, 46);
console.log("extended(240, 46): g", g, "x", extX, "y", extY, "check", 240 * extX + 46 * extY);
function phi(n: number): number {
  let c = 0;
  for (let k = 1; k <= n; k++) if (gcd(n, k) === 1) c++;
  return c;
}
let phis = "";
for (let n = 1; n <= 20; n++) phis += phi(n) + " ";
console.log("phi(1..20):", phis);
let coprimePairs = 0;
for (let a = 1; a <= 200; a++) for (let b = 1; b <= 200; b++) if (gcd(a, b) === 1) coprimePairs++;
console.log("coprime pairs in 1..200:", coprimePairs);
console.log("fractions reduced:", reduce(84, 120), reduce(-6, 8), reduce(0, 5));
function reduce(n: number, d: number): string {
  const k = gcd(n, d);
  return `${n / k}/${d / k}`;
}
