// The 80-column rule for a one-key object holding a string of growing length.
function rep(ch: string, n: number) {
  let s = "";
  for (let i = 0; i < n; i++) s += ch;
  return s;
}
for (let n = 56; n <= 70; n++) {
  console.log({ k: rep("x", n) });
}
for (let n = 50; n <= 64; n++) {
  console.log({ key1: rep("a", n), k2: 1 });
}
for (let n = 60; n <= 72; n++) {
  console.log([rep("y", n)]);
}
for (let n = 50; n <= 62; n++) {
  console.log([rep("z", n), 1, 2]);
}
