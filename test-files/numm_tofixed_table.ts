// toFixed rounds the exact binary value once, ties away from zero:
// 1.005 is 1.00499999999999989…, so toFixed(2) is "1.00".
const values: number[] = [
  0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 1.005, 1.045, 1.055, 8.345, 8.335,
  10.235, 1.45, 0.05, 0.15, 0.25, 0.35, 123.456, -123.456, 0.000001, 1e-7,
  -1e-7, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, 99.995, 99.9949, 999.9999, 1e20,
  123456789012345680000, 1e21, -1e21, 1.7976931348623157e308, 5e-324,
  4.35, 0.0005, 0.0015, 1.23e-10, 9.999999999, 0.9, 0.95, 0.995, 0.9995,
  12345.6789, -0.0004, -0.5, -1.005, NaN, Infinity, -Infinity,
];
const digits: number[] = [0, 1, 2, 3, 5, 10, 20];
for (let i = 0; i < values.length; i++) {
  let line = String(values[i]);
  for (let j = 0; j < digits.length; j++) {
    line += " " + values[i].toFixed(digits[j]);
  }
  console.log(line);
}
