// toExponential: f fraction digits of the exact value (ties up), or the
// shortest round-trip digits without an argument.
const values: number[] = [
  0, -0, 1, -1, 123.456, -123.456, 0.000001234, 1e-7, 1e21, 123456, 99.99,
  0.5, 2.5, 1.25, 1.35, 1.005, Math.PI, 1 / 3, 1.7976931348623157e308,
  5e-324, 100, 0.00001, 12345.6789, 9.5, 0.95, 1e100, 6.02214076e23,
  NaN, Infinity, -Infinity,
];
const fs: number[] = [0, 1, 2, 3, 5, 10, 20];
for (let i = 0; i < values.length; i++) {
  let line = String(values[i]) + " " + values[i].toExponential();
  for (let j = 0; j < fs.length; j++) {
    line += " " + values[i].toExponential(fs[j]);
  }
  console.log(line);
}
console.log((0.1).toExponential(100));
console.log((123).toExponential(undefined));
console.log((123).toExponential(1.9));
console.log(Infinity.toExponential(1000));
console.log((-Infinity).toExponential(-5));
console.log((1).toExponential(-1));
