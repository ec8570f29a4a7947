// Numeric loop with Math.sqrt/sin/cos/atan2 and toFixed formatting: a
// checksum over a million points and 200,000 formatted values.
function run(n: number): number {
  let acc = 0;
  for (let i = 1; i <= n; i++) {
    const x = i * 0.001;
    const r = Math.sqrt(x * x + 1);
    acc += Math.sin(x) * r + Math.cos(x * 0.5) - Math.atan2(x, r) + Math.floor(r) * 1e-6;
  }
  return acc;
}
function format(n: number): number {
  let len = 0;
  for (let i = 0; i < n; i++) {
    const v = Math.sin(i) * 1000;
    len += v.toFixed(2).length + (i * 0.37).toFixed(4).length;
  }
  return len;
}
console.log(run(1000000).toFixed(6));
console.log(format(100000));
