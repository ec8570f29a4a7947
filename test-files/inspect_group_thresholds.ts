// When arrays of 7+ entries are grouped: entry widths around the thresholds.
function rep(ch: string, n: number) {
  let s = "";
  for (let i = 0; i < n; i++) s += ch;
  return s;
}
for (let w = 1; w <= 9; w++) {
  const a: string[] = [];
  for (let i = 0; i < 7; i++) a.push(rep("a", i === 3 ? w + 4 : w));
  console.log(a);
}
for (let big = 6; big <= 16; big += 2) {
  const a: number[] = [1, 2, 3, 4, 5, 6, 7];
  let n = 1;
  for (let i = 0; i < big; i++) n = n * 10;
  a.push(n);
  console.log(a);
}
for (let n = 6; n <= 9; n++) {
  const a: string[] = [];
  for (let i = 0; i < n; i++) a.push(rep("s", 5));
  console.log(a);
}
