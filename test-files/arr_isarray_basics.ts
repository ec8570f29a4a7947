// Array.isArray, indexing, references and arrays as objects.
console.log("isArray", Array.isArray([]), Array.isArray([1, 2]), Array.isArray({ length: 0 }));
console.log("isArray prims", Array.isArray("abc"), Array.isArray(undefined), Array.isArray(null), Array.isArray(3));
console.log("isArray of Object.create(Array.prototype)", Array.isArray(Object.create(Array.prototype)));
console.log("typeof", typeof [], typeof [1]);
const a: any = [10, 20, 30];
console.log("index", a[0], a[2], a[3], a[-1], a["1"], a[1.0]);
a[-1] = "neg";
a[1.5] = "frac";
console.log("non-index keys", a.length, a[-1], a[1.5], a);
const alias = a;
alias[0] = "changed";
console.log("alias", a[0], alias === a, [] === []);
const arrOfArr = [[1, 2], [3, 4], [5, 6]];
let sum = 0;
for (let i = 0; i < arrOfArr.length; i++) {
  for (let j = 0; j < arrOfArr[i].length; j++) sum += arrOfArr[i][j];
}
console.log("2d sum", sum, arrOfArr[2][1]);
const grid: number[][] = [];
for (let r = 0; r < 3; r++) {
  const row: number[] = [];
  for (let c = 0; c < 4; c++) row.push(r * 4 + c);
  grid.push(row);
}
console.log(grid);
console.log("length prop", "length" in a, a.hasOwnProperty("length"), a.hasOwnProperty(0), a.hasOwnProperty(5));
const proto = Object.getPrototypeOf([]);
console.log("proto is Array.prototype", proto === Array.prototype, Array.isArray(proto));
