// abs, sqrt, cbrt, pow, hypot, clz32, imul, fround on edge values.
const xs: number[] = [
  0, -0, 1, -1, 2, 3, 8, 27, -27, 0.5, 1e-300, 5e-324, 2.2250738585072014e-308, 1e300,
  1.7976931348623157e308, 2 ** 31, 2 ** 32, -(2 ** 31), 2 ** 32 + 5, 3.4028234663852886e38,
  3.4028235677973366e38, 1e-45, 1.401298464324817e-45, 5.05, 0.1, 16777217, NaN, Infinity, -Infinity,
];
for (let i = 0; i < xs.length; i++) {
  const x = xs[i];
  console.log(x, Math.abs(x), Math.sqrt(x), Math.cbrt(x), Math.clz32(x), Math.fround(x), Math.imul(x, 3));
}
console.log(Math.hypot(), Math.hypot(3), Math.hypot(3, 4), Math.hypot(-3, -4, 12), Math.hypot(1e200, 1e200), Math.hypot(1e-200, 1e-200));
console.log(Math.hypot(NaN, Infinity), Math.hypot(NaN, 1), Math.hypot(-Infinity), Math.hypot(0, -0), Math.hypot(0.1, 0.2, 0.3));
console.log(Math.imul(0xffffffff, 5), Math.imul(2147483647, 2), Math.imul(-5, 12), Math.imul(3.9, 2.9), Math.imul(), Math.imul(2));
console.log(Math.clz32(), Math.clz32(0.5), Math.clz32(-0), Math.clz32("8" as any), Math.clz32(2 ** 40 + 1));
console.log(Math.pow(2, 10), Math.pow(2, 0.5), Math.pow(-8, 1 / 3), Math.pow(1, Infinity), Math.pow(NaN, 0), Math.pow(-0, -3), Math.pow(10, 308) * 10);
console.log(Math.pow(1.0000001, 1e7), Math.pow(0.5, 1074), Math.pow(0.5, 1075), Math.pow(-2, 53), 2 ** -1074 === Math.pow(2, -1074));
console.log(Math.abs("-5" as any), Math.abs(null as any), Math.abs([-2] as any), Math.abs({} as any), Math.sqrt(-1), Object.is(Math.sqrt(-0), -0));
let sum = 0;
for (let i = 1; i <= 500; i++) sum += Math.cbrt(i * 1.37) + Math.sqrt(i) + Math.hypot(i, i + 1);
console.log("sum", sum);
