// Young objects in a large array store (9 000 elements: above the 64 KiB
// large-object threshold, so the store is remembered by its slots), moved
// to other slots by reverse, copyWithin, splice, unshift and shift, keep
// their values through the collections that follow.
function churn(n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) {
    const t = { a: i, b: [i, i + 1] };
    s = (s + t.b[1]) % 1000;
  }
  return s;
}
function sum(a: { v: number }[]): number {
  let s = 0;
  for (const o of a) s += o.v;
  return s;
}
const big: { v: number }[] = [];
for (let i = 0; i < 9000; i++) big.push({ v: i });
console.log(churn(2500), sum(big));
// Young elements in the old store, then moved inside it.
for (let i = 0; i < 60; i++) big[i * 11] = { v: -i };
big.reverse();
console.log(churn(2500), sum(big), big[0].v, big[8999].v);
for (let i = 0; i < 30; i++) big[8000 + i] = { v: 100000 + i };
big.copyWithin(10, 8000, 8030);
console.log(churn(2500), sum(big), big[10].v, big[39].v);
for (let i = 0; i < 20; i++) big[100 + i] = { v: 200000 + i };
big.splice(50, 40);
console.log(churn(2500), sum(big), big.length, big[60].v);
big.unshift({ v: 300000 }, { v: 300001 });
for (let i = 0; i < 10; i++) big[5000 + i] = { v: 400000 + i };
big.shift();
console.log(churn(2500), sum(big), big.length, big[0].v, big[4999].v);
