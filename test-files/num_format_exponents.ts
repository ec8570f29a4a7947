// Where number formatting switches between fixed and exponential notation.
// (Powers are built by repeated * and / here: `**` is V8's own pow, see num_pow_fdlibm.)
for (let k = -10; k <= 25; k++) {
  let m = 1;
  for (let j = 0; j < (k < 0 ? -k : k); j++) m *= 10;
  const p = k < 0 ? 1 / m : m;
  console.log(`10^${k}:`, p, 1.5 * p, -p, String(2.5 * p));
}
console.log(999999999999999900000, 999999999999999999999, 1e21 - 65536, 1e21 - 131072);
console.log(0.000001, 0.0000009999999999999999, 0.00000099, 0.0000001, 1.0000000000000001e-7);
console.log(5e-7, 5.5e-7, 1.234567e-7, 1.234567e-6, 123e-9);
console.log(1e100, 1.23e-100, 2e308, -2e308, 1e-323, 1e-324);
