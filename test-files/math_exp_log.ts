// exp, expm1, log, log1p, log2, log10: thresholds, subnormals, exactness
// at powers, and the exp(1) special case.
const xs: number[] = [
  0, -0, 1, -1, 0.5, -0.5, 0.34657359027997264, 0.35, 1.0397, 2, 10, 22.5, 100,
  709.78, 709.782712893384, 709.79, -700, -745.1, -745.2, 1e-10, -1e-10, 1e-20,
  38.5, 40, -40, 56 * Math.LN2, 3.7, 1e300, 5e-324, 2.2250738585072014e-308,
  0.9999999999, 1.0000000001, 2 ** -1022, 1024, 1e22, -0.3, -0.9, -0.999999999,
  NaN, Infinity, -Infinity,
];
for (let i = 0; i < xs.length; i++) {
  const x = xs[i];
  console.log(x, Math.exp(x), Math.expm1(x), Math.log(x), Math.log1p(x), Math.log2(x), Math.log10(x));
}
for (let k = -10; k <= 30; k++) console.log("pow", k, Math.log10(10 ** k), Math.log2(2 ** k), Math.exp(k));
console.log(Math.exp(1) === Math.E, Math.log(Math.E), Math.log(10) === Math.LN10, Math.log(2) === Math.LN2);
console.log(Math.log1p(-1), Math.log1p(-2), Math.log(-0), Math.log10(-0), Math.log2(0), Math.expm1(-Infinity));
