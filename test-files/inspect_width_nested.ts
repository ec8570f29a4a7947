// Width limits for nested objects: indentation and the parent's entry.
function rep(ch: string, n: number) {
  let s = "";
  for (let i = 0; i < n; i++) s += ch;
  return s;
}
for (let n = 44; n <= 58; n += 2) {
  console.log({ outer: { inner: rep("i", n) }, after: 1 });
}
for (let n = 40; n <= 64; n += 3) {
  console.log({ a: 1, b: { c: rep("c", n), d: [1, 2, 3] } });
}
for (let n = 30; n <= 60; n += 6) {
  console.log({ level1: { level2: { s: rep("s", n) } } });
}
for (let n = 40; n <= 60; n += 5) {
  console.log([{ s: rep("q", n) }, { t: 1 }]);
}
