// Grouping with entries of very different widths (numbers are right-aligned).
console.log([1, 22, 333, 4444, 55555, 666666, 7777777]);
console.log([1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000]);
console.log([1000000, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
console.log([1, 2, 3, 4, 5, 6, 7, 8, 9, 123456789012]);
const powers: number[] = [];
let p = 1;
for (let i = 0; i < 20; i++) {
  powers.push(p);
  p *= 3;
}
console.log(powers);
const fib: number[] = [0, 1];
for (let i = 2; i < 40; i++) fib.push(fib[i - 1] + fib[i - 2]);
console.log(fib);
console.log([0.5, 1.25, 3, 10.125, 100, 0.001, 7, 8.5]);
console.log([1e21, 1e-7, 2, 3, 4, 5, 6, 7]);
console.log([NaN, Infinity, -Infinity, 0, -0, 1, 2, 3]);
const halves: number[] = [];
for (let i = 0; i < 15; i++) halves.push(i / 2);
console.log(halves);
