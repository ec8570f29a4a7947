// Array spread: concatenation, copies, holes, strings are not used.
const a = [1, 2];
const b = [3, 4];
console.log([...a, ...b]);
console.log([0, ...a, 2.5, ...b, 5]);
console.log([...[]], [...a], [...a] === a);
const holey: any = [1, , 3];
const spread = [...holey];
console.log("holes become undefined", spread, 1 in spread, 1 in holey);
const nested = [[1], [2]];
const flatCopy = [...nested];
flatCopy[0].push(99);
console.log("shallow", nested, flatCopy[0] === nested[0]);
const arrWithProps: any = [1, 2];
arrWithProps.extra = "x";
console.log("extra props not copied", [...arrWithProps]);
function sum(...nums: number[]) {
  let s = 0;
  for (let i = 0; i < nums.length; i++) s += nums[i];
  return s;
}
console.log("spread call", sum(...a), sum(...a, ...b), sum(10, ...b, 100));
function three(x: any, y: any, z: any) {
  return [x, y, z];
}
console.log("too few", three(...a), "too many", three(...a, ...b));
const big: number[] = [];
for (let i = 0; i < 10; i++) big.push(i);
console.log([...big, ...big]);
const objs = [{ a: 1 }];
console.log([...objs, ...objs]);
const sparseSpread: any = [];
sparseSpread[3] = "d";
console.log([...sparseSpread]);
