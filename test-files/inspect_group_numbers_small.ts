// Numeric arrays with 7..16 items are grouped into aligned columns.
for (let n = 6; n <= 16; n++) {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(i);
  console.log("n=" + n);
  console.log(a);
}
for (let n = 7; n <= 12; n++) {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(100 + i);
  console.log(a);
}
