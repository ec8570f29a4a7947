// Negative numbers and floats in grouped arrays.
const a: number[] = [];
for (let i = -5; i <= 5; i++) a.push(i);
console.log(a);
const b: number[] = [];
for (let i = 0; i < 12; i++) b.push(i % 2 === 0 ? i * 10 : -i * 10);
console.log(b);
const c: number[] = [];
for (let i = 0; i < 20; i++) c.push(-i * 1.5);
console.log(c);
console.log([-1, -22, -333, 4, 55, 666, -7777, 8]);
console.log([-0.1, 0.2, -0.30000000000000004, 4, -5, 6, -7]);
const d: number[] = [];
for (let i = 0; i < 30; i++) d.push((i - 15) * 111);
console.log(d);
console.log({ negatives: a, mixed: b });
