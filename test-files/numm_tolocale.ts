// toLocaleString in node's default locale (en-US): thousands separators,
// at most three fraction digits rounded half away from zero from the
// shortest representation, ∞ for infinities.
const values: number[] = [
  0, -0, 1, -1, 12, 123, 1234, 12345, 123456, 1234567, -1234567.891,
  1234.5, 1234.5678, 1.0005, 1.0004, 0.0005, 0.0004, -0.0004, 2.5, 0.125,
  0.1 + 0.2, 1 / 3, 2 / 3, 999.9995, 999.9994, 0.9995, 1e21, 1e-7, 123456789.98765,
  9007199254740993, 1.7976931348623157e308, 5e-324, 1e6, 1000000.5,
  NaN, Infinity, -Infinity,
];
for (let i = 0; i < values.length; i++) {
  console.log(String(values[i]), values[i].toLocaleString());
}
console.log(new Number(9876.54321).toLocaleString());
