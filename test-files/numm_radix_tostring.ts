// Number.prototype.toString(radix) over radixes 2..36: V8's digit
// generation (exact integers, fraction digits to the input's precision,
// round-half-even on the last digit, zeros for unrepresented low digits).
const values: number[] = [
  0, -0, 1, -1, 7, 255, -255.5, 0.5, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, 3.14159,
  Math.PI, Math.E, 1e21, 123456789, 4294967295, 4294967296, 9007199254740991,
  9007199254740992, 2 ** 60, 2 ** 70 + 2 ** 20, 1e300, 1.7976931348623157e308,
  5e-324, 1e-7, 2 ** -30, 0.000123, 1234.5678, -0.75, 36 ** 5 - 1, 0.999999,
  NaN, Infinity, -Infinity,
];
const radixes: number[] = [2, 3, 4, 5, 7, 8, 9, 11, 12, 16, 20, 30, 32, 36];
for (let i = 0; i < values.length; i++) {
  for (let j = 0; j < radixes.length; j++) {
    console.log(String(values[i]), radixes[j], values[i].toString(radixes[j]));
  }
}
