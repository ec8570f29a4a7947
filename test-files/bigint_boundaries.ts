// Every operator on BigInts around the sizes where representations change
// (32, 64, 96 and 127 bits and beyond), in both signs.
const edges = [];
for (const bits of [0n, 31n, 32n, 63n, 64n, 95n, 96n, 126n, 127n, 128n, 200n]) {
  const p = 1n << bits;
  edges.push(p - 1n, p, -p, -(p - 1n), p + 1n);
}
let sum = 0n;
let lines = 0;
const ops = [
  (a, b) => a + b,
  (a, b) => a - b,
  (a, b) => a * b,
  (a, b) => (b === 0n ? 0n : a / b),
  (a, b) => (b === 0n ? 0n : a % b),
  (a, b) => a & b,
  (a, b) => a | b,
  (a, b) => a ^ b,
  (a, b) => (a < b ? -1n : a > b ? 1n : 0n),
  (a, b) => (a == b ? 1n : 0n),
];
for (const a of edges) {
  for (const b of edges) {
    for (const op of ops) {
      const r = op(a, b);
      sum = BigInt.asUintN(256, sum * 31n + r);
    }
  }
  let x = a;
  x++;
  let y = a;
  y--;
  const row = [-a, ~a, x, y, a >> 3n, a << 5n, BigInt.asIntN(64, a), BigInt.asUintN(64, a), BigInt.asIntN(127, a), a.toString(16), Number(a)];
  if (lines++ % 7 === 0) console.log(row.join(" "));
  for (const v of row) sum = BigInt.asUintN(256, sum * 7n + (typeof v === "bigint" ? v : BigInt(String(v).length)));
}
console.log(sum.toString(36));
console.log(BigInt("18446744073709551615"), BigInt("18446744073709551616"), BigInt(-(2 ** 63)), BigInt(2 ** 63));
console.log(170141183460469231731687303715884105727n + 1n, -170141183460469231731687303715884105727n - 1n, -170141183460469231731687303715884105728n - 1n);
