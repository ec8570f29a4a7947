// Shortest round-trip number formatting over computed values.
let line = "";
for (let i = 1; i <= 20; i++) line += i / 7 + " ";
console.log("i/7:", line);
line = "";
for (let i = 1; i <= 20; i++) line += 1 / i + " ";
console.log("1/i:", line);
line = "";
for (let i = 1; i <= 20; i++) line += i * 0.1 + " ";
console.log("i*0.1:", line);
line = "";
for (let i = 0; i <= 20; i++) line += 2 ** -i + " ";
console.log("2**-i:", line);
line = "";
let p3 = 1;
for (let i = 1; i <= 36; i++) {
  p3 *= 3;
  if (i % 3 === 0) line += p3 + " ";
}
console.log("3**(3i):", line);
let bad = 0;
let checked = 0;
for (let i = -200; i <= 200; i++) {
  for (let j = 1; j <= 50; j++) {
    const x = i / j;
    const y = (i * 1e10) / j;
    const z = i / (j * 1e10);
    if (Number(String(x)) !== x) bad++;
    if (Number(String(y)) !== y) bad++;
    if (Number(`${z}`) !== z) bad++;
    checked += 3;
  }
}
console.log("round-trip checked", checked, "failures", bad);
let x = 1;
for (let k = 0; k < 25; k++) {
  x = x * 1.1;
  console.log(k, x, -x / 1e10, x * 1e15);
}
console.log(0.1 * 3, 0.7 + 0.1, 1.1 + 2.2, 3 * 1.1, 0.57 * 100, 1.15 * 100, 8.675 * 1000);
console.log(123.456e5, 1.000000000000001, 1.0000000000000002, 0.9999999999999999, 4.35, 4.345);
