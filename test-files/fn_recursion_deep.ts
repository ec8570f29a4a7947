// Deep recursion: 10 000 frames must work.
function sum(n: number): number {
  if (n === 0) return 0;
  return n + sum(n - 1);
}
console.log("sum(10)", sum(10));
console.log("sum(1000)", sum(1000));
console.log("sum(10000)", sum(10000));
function depth(n: number): number {
  return n === 0 ? 0 : 1 + depth(n - 1);
}
console.log("depth(10000)", depth(10000));
function countDigits(n: number): number {
  return n < 10 ? 1 : 1 + countDigits((n - (n % 10)) / 10);
}
console.log("digits", countDigits(0), countDigits(9), countDigits(12345), countDigits(2 ** 53));
function power(b: number, e: number): number {
  if (e === 0) return 1;
  const half = power(b, (e - (e % 2)) / 2);
  return e % 2 === 0 ? half * half : half * half * b;
}
console.log("power", power(2, 10), power(3, 13), power(2, 60), power(10, 21));
function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
console.log("fib(25)", fib(25));
function ackermann(m: number, n: number): number {
  if (m === 0) return n + 1;
  if (n === 0) return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}
console.log("ackermann(2,3)", ackermann(2, 3), "ackermann(3,3)", ackermann(3, 3));
function hanoi(n: number, from: string, to: string, via: string): number {
  if (n === 0) return 0;
  return hanoi(n - 1, from, via, to) + 1 + hanoi(n - 1, via, to, from);
}
console.log("hanoi(16) moves", hanoi(16, "A", "C", "B"));
let visits = 0;
function walk(n: number): void {
  visits++;
  if (n > 0) walk(n - 1);
}
walk(9999);
console.log("visits", visits);
