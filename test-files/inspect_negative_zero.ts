// -0 and other special numbers inside objects and arrays.
console.log([-0, 0, +0]);
console.log({ neg: -0, pos: 0 });
console.log([0 * -1, -0 + 0, -0 - 0, 1 / -Infinity]);
console.log({ nan: NaN, inf: Infinity, ninf: -Infinity });
console.log([0.1 + 0.2, 1e21, 1e-7, 123e-20, 2 ** 53, -(2 ** 31)]);
console.log({ values: [1.5, -2.25, 1 / 3] });
console.log([-0], [[-0]], { a: { b: -0 } });
console.log(-0, [-0], "-0 top level prints -0 too");
const arr: number[] = [];
for (let i = 0; i < 8; i++) arr.push(i % 2 === 0 ? -0 : 0);
console.log(arr);
console.log({ big: 1e300 * 10, tiny: 5e-324, max: 1.7976931348623157e308 });
console.log([100, 1e2, 0x10, 0o10, 0b10, 1_000_000]);
