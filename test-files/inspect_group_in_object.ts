// Grouped arrays nested inside objects and arrays (indentation affects columns).
const nums: number[] = [];
for (let i = 0; i < 24; i++) nums.push(i * 3);
console.log({ nums });
console.log({ outer: { nums } });
console.log([nums]);
console.log({ a: 1, list: [1, 2, 3, 4, 5, 6, 7], b: 2 });
console.log({ first: [10, 20, 30, 40, 50, 60, 70, 80], second: ["a", "b", "c", "d", "e", "f", "g"] });
const matrix: number[][] = [];
for (let r = 0; r < 3; r++) {
  const row: number[] = [];
  for (let c = 0; c < 8; c++) row.push(r * 8 + c);
  matrix.push(row);
}
console.log(matrix);
console.log({ matrix });
const short: number[][] = [];
for (let i = 0; i < 8; i++) short.push([i]);
console.log(short);
