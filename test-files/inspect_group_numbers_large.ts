// Numeric arrays of 17..30 items and multi-digit values.
for (let n = 17; n <= 30; n++) {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(i * 7);
  console.log(a);
}
const sq: number[] = [];
for (let i = 0; i < 26; i++) sq.push(i * i);
console.log(sq);
const cubes: number[] = [];
for (let i = 0; i < 22; i++) cubes.push(i * i * i);
console.log(cubes);
