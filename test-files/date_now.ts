// Date.now() and new Date() are the current time: only derived facts are
// printed (types, order, rough agreement), never the time itself.
const a = Date.now();
const d = new Date();
const b = Date.now();
console.log(typeof a, Number.isInteger(a), a > 1.6e12, a <= d.getTime(), d.getTime() <= b, b - a < 5000);
let last = Date.now(), monotonic = true;
for (let i = 0; i < 1000; i++) { const n = Date.now(); if (n < last) monotonic = false; last = n; }
console.log(monotonic);
const s = Date();
console.log(typeof s, s.length > 30, s.endsWith('(Coordinated Universal Time)'), s.indexOf('GMT+0000') > 0);
console.log(new Date().getFullYear() >= 2024, new Date(Date.now()).getTime() - Date.now() <= 0);
const start = new Date();
let x = 0;
for (let i = 0; i < 100000; i++) x += i;
const elapsed = new Date().getTime() - start.getTime();
console.log(x, elapsed >= 0, elapsed < 10000);
