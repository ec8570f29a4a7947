// asin, acos, atan and atan2 over their branches and special values.
const xs: number[] = [
  0, -0, 1e-20, 1e-8, 0.1, 0.25, 0.4375, 0.49, 0.5, 0.6, 0.6875, 0.9, 0.975, 0.98,
  0.999999, 1, 1.0000001, 1.1875, 2, 2.4375, 10, 1e10, 2 ** 66, 1e300,
  -0.3, -0.5, -0.7, -0.99, -1, -2, NaN, Infinity, -Infinity,
];
for (let i = 0; i < xs.length; i++) {
  const x = xs[i];
  console.log(x, Math.asin(x), Math.acos(x), Math.atan(x));
}
const ys: number[] = [0, -0, 1, -1, 0.5, 3, -3, 1e300, -1e-300, Infinity, -Infinity, NaN];
for (let i = 0; i < ys.length; i++) {
  let line = "atan2 " + ys[i];
  for (let j = 0; j < ys.length; j++) line += " " + Math.atan2(ys[i], ys[j]);
  console.log(line);
}
console.log(Math.atan2(1e200, 1e-200), Math.atan2(1e-200, -1e200), Math.atan2(3, 1), Math.atan2(-7, 1));
console.log(Object.is(Math.atan2(-0, 0), -0), Object.is(Math.atan2(-0, -0), -Math.PI), Object.is(Math.asin(-0), -0));
