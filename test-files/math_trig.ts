// Math.sin, cos and tan bit for bit as node's fdlibm port: small, medium
// (Cody-Waite) and huge (Payne-Hanek) arguments, multiples of pi/2.
const xs: number[] = [
  0, -0, 1e-300, 5e-324, 1e-9, 2 ** -27, 0.1, 0.5, 0.7853981633974483, 0.7853981633974484,
  1, 1.5707963267948966, 2, 2.356194490192345, 3, 3.141592653589793, 4, 5, 6.283185307179586,
  10, 22, 100, 355, 1000, 12345.678, 1e5, 823549.6, 1e6, 2 ** 20 * Math.PI, 1e9, 2 ** 31,
  1e15, 1e22, 2 ** 60, 1e100, 1e200, 1e300, 1.7976931348623157e308, -2.5, -100.25,
  NaN, Infinity, -Infinity,
];
for (let i = 0; i < xs.length; i++) {
  const x = xs[i];
  console.log(x, Math.sin(x), Math.cos(x), Math.tan(x));
}
for (let k = -8; k <= 8; k++) {
  const x = k * Math.PI / 4;
  console.log(k, Math.sin(x), Math.cos(x), Math.tan(x));
}
let acc = 0;
for (let i = 0; i < 2000; i++) {
  const x = (i - 1000) * 0.731 + i * i * 1e-3;
  acc += Math.sin(x) * 1e3 + Math.cos(x) + Math.tan(x) * 1e-3;
}
console.log("sum", acc);
