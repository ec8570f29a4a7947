// Prints node's results for every fdlibm-backed Math function (and round,
// fround, sqrt, atan2, hypot) on N random inputs per function, one case a
// line: `name <x bits> [<y bits>] <result bits>` in hex. Read by
// crates/runtime/examples/math_oracle.rs through scripts/math-oracle.
//
//   node scripts/oracle/math-cases.mjs [N]
const N = +process.argv[2] || 20000;
const buf = new ArrayBuffer(8);
const f = new Float64Array(buf);
const u = new BigUint64Array(buf);
const hex = (x) => {
  f[0] = x;
  return u[0].toString(16);
};
// A mix of scales: every reduction branch of every function gets inputs.
const rnd = () => {
  const r = Math.random();
  if (r < 0.3) return (Math.random() * 2 - 1) * 4;
  if (r < 0.5) return (Math.random() * 2 - 1) * 1000;
  if (r < 0.6) return Math.random() * 2 - 1;
  if (r < 0.7) return (Math.random() * 2 - 1) * 1e-8;
  if (r < 0.8) {
    // any bit pattern
    const hi = BigInt(Math.floor(Math.random() * 2 ** 32));
    const lo = BigInt(Math.floor(Math.random() * 2 ** 32));
    u[0] = (hi << 32n) | lo;
    return f[0];
  }
  if (r < 0.9) return (Math.random() * 2 - 1) * 800;
  return (Math.random() * 2 - 1) * 2 ** (Math.random() * 2100 - 1075);
};
const specials = [
  0, 1, 0.5, 2, Infinity, NaN, 1e-300, 5e-324, 1.7976931348623157e308, Math.PI, Math.PI / 2,
  Math.PI / 4, 1e22, 1e300, 709.78, 710.4758600739439, 710.48, 745.2, 22, 2 ** 28, 2 ** -28,
  0.4375, 0.6744, 1.0000000000000002, 0.9999999999999999, 2.2250738585072014e-308,
];
const unary = [
  'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'exp', 'expm1', 'log', 'log1p', 'log2', 'log10',
  'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'cbrt', 'round', 'fround', 'sqrt',
];
const out = [];
for (const name of unary) {
  const xs = [...specials, ...specials.map((x) => -x)];
  for (let i = 0; i < N; i++) xs.push(rnd());
  // the functions with a narrow domain get extra inputs inside it
  if (name === 'asin' || name === 'acos' || name === 'atanh') for (let i = 0; i < N; i++) xs.push(Math.random() * 2 - 1);
  if (name === 'acosh') for (let i = 0; i < N; i++) xs.push(1 + Math.random() * 3);
  if (name === 'log1p') for (let i = 0; i < N; i++) xs.push(Math.random() * 1.5 - 0.5);
  for (const x of xs) out.push(`${name} ${hex(x)} ${hex(Math[name](x))}`);
}
for (const name of ['atan2', 'hypot']) {
  for (let i = 0; i < N; i++) {
    const a = rnd();
    const b = i % 10 === 0 ? specials[(i / 10) % specials.length] : rnd();
    out.push(`${name} ${hex(a)} ${hex(b)} ${hex(Math[name](a, b))}`);
  }
}
process.stdout.write(out.join('\n') + '\n');
