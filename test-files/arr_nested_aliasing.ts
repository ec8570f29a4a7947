// Arrays hold references: nested mutation, copying by spread, aliasing.
const inner = [1, 2];
const outer = [inner, inner];
inner.push(3);
console.log(outer, outer[0] === outer[1]);
const copy = [...outer];
copy[0] = [9];
console.log("copy top level", outer, copy);
copy[1].push(4);
console.log("shared inner", inner, outer[1] === copy[1]);
function fill(arr: number[], n: number) {
  for (let i = 0; i < n; i++) arr.push(i);
  return arr;
}
const target: number[] = [];
const r = fill(target, 3);
console.log("mutated through param", target, r === target);
function replace(arr: number[]) {
  arr = [100];
  return arr;
}
const orig = [1];
console.log("rebinding param does not affect caller", replace(orig), orig);
const matrix: number[][] = [];
const row = [0, 0, 0];
for (let i = 0; i < 3; i++) matrix.push(row);
matrix[0][0] = 5;
console.log("same row three times", matrix);
const fresh: number[][] = [];
for (let i = 0; i < 3; i++) fresh.push([0, 0, 0]);
fresh[0][0] = 5;
console.log("fresh rows", fresh);
const objs = [{ n: 1 }, { n: 2 }];
const objsCopy = [...objs];
objsCopy[0].n = 100;
console.log(objs, objsCopy);
