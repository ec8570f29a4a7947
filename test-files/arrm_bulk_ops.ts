// Shifts, unshifts, splices and reverses on long dense arrays (the bulk
// paths) agree with the element-by-element algorithm on sparse ones.
function dense(n: number): number[] { const a: number[] = []; for (let i = 0; i < n; i++) a.push(i); return a; }
function holey(n: number): number[] { const a = dense(n); delete a[3]; return a; }
for (const make of [dense, holey]) {
  const a = make(2000);
  a.splice(100, 500, -1, -2, -3);
  a.unshift(-9, -8);
  const first = a.shift();
  a.reverse();
  a.splice(10, 0, ...dense(5));
  a.copyWithin(0, 1000, 1010);
  console.log(make.name, a.length, first, a.slice(0, 16), a.slice(-6), 3 in a, a.indexOf(3), a.lastIndexOf(3));
}
const big = dense(10000);
let s = 0;
while (big.length) s += big.pop()! * (big.length % 3);
console.log(s);
