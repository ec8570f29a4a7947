// toPrecision: p significant digits of the exact value (ties up), fixed
// notation unless the exponent is < -6 or >= p.
const values: number[] = [
  0, -0, 1, -1, 123.456, -123.456, 0.000001234, 0.0000001234, 1e-7, 1e21,
  123456, 999999, 99.99, 0.5, 2.5, 1.25, 1.35, 1.005, Math.PI, 1 / 3,
  1.7976931348623157e308, 5e-324, 100, 1000, 0.00001, 12345.6789, 9.5, 0.95,
  NaN, Infinity, -Infinity,
];
const ps: number[] = [1, 2, 3, 4, 6, 10, 21];
for (let i = 0; i < values.length; i++) {
  let line = String(values[i]);
  for (let j = 0; j < ps.length; j++) {
    line += " " + values[i].toPrecision(ps[j]);
  }
  console.log(line);
}
console.log((123.456).toPrecision());
console.log((123.456).toPrecision(undefined));
console.log((0.1).toPrecision(100));
console.log((2 ** -1074).toPrecision(100));
console.log(NaN.toPrecision(1000));
console.log((1).toPrecision(0));
