// Grouping with longer entries: column counts shrink, or grouping is skipped.
function rep(ch: string, n: number) {
  let s = "";
  for (let i = 0; i < n; i++) s += ch;
  return s;
}
for (let w = 4; w <= 24; w += 4) {
  const a: string[] = [];
  for (let i = 0; i < 10; i++) a.push(rep("x", w));
  console.log("width " + w);
  console.log(a);
}
for (let n = 7; n <= 28; n += 7) {
  const a: string[] = [];
  for (let i = 0; i < n; i++) a.push("entry-" + i);
  console.log(a);
}
const oneLong: string[] = ["a", "b", "c", "d", "e", "f", "g", rep("L", 40)];
console.log(oneLong);
const tooWide: string[] = [];
for (let i = 0; i < 8; i++) tooWide.push(rep("W", 25));
console.log(tooWide);
