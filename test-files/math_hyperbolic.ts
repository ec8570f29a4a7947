// sinh, cosh, tanh, asinh, acosh, atanh: each branch of V8's fdlibm port.
const xs: number[] = [
  0, -0, 1e-300, 1e-10, 2 ** -28, 0.1, 0.3, 0.34657359027997264, 0.5, 0.9, 1, 1.5, 2, 2.5,
  5, 10, 21.9, 22, 22.1, 100, 709, 709.7822265625, 710, 710.4758600739439, 710.48, 1e10,
  2 ** 28, 1e300, -0.5, -3, -22.5, -711, 1.0000001, 0.999, 0.99999999, NaN, Infinity, -Infinity,
];
for (let i = 0; i < xs.length; i++) {
  const x = xs[i];
  console.log(x, Math.sinh(x), Math.cosh(x), Math.tanh(x), Math.asinh(x), Math.acosh(x), Math.atanh(x));
}
console.log(Object.is(Math.sinh(-0), -0), Object.is(Math.tanh(-0), -0), Object.is(Math.asinh(-0), -0), Object.is(Math.atanh(-0), -0));
console.log(Math.atanh(1), Math.atanh(-1), Math.acosh(1), Math.acosh(0.5), Math.cosh(-0));
