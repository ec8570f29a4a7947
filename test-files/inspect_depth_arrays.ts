// Nested arrays beyond depth 2 print [Array].
console.log([1]);
console.log([[1]]);
console.log([[[1]]]);
console.log([[[[1]]]]);
console.log([[[[[1]]]]]);
console.log([1, [2, [3, [4, [5]]]]]);
console.log([[[[]]]]);
console.log([[[[], [1]]]]);
console.log({ arr: [[[1, 2]]] });
console.log({ arr: [[1, [2]]] });
console.log([{ a: [{ b: 1 }] }]);
console.log([[{}], [{ x: 1 }], [[{ y: 2 }]]]);
const matrix: number[][][] = [];
for (let i = 0; i < 2; i++) {
  const plane: number[][] = [];
  for (let j = 0; j < 2; j++) plane.push([i, j]);
  matrix.push(plane);
}
console.log(matrix);
console.log({ matrix });
console.log([matrix]);
