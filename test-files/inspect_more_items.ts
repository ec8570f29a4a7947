// Arrays longer than 100 items print "... N more items".
function range(n: number, mul: number) {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(i * mul);
  return a;
}
console.log(range(100, 1));
console.log(range(101, 1));
console.log(range(102, 1));
console.log(range(250, 3));
const strs: string[] = [];
for (let i = 0; i < 120; i++) strs.push("s" + i);
console.log(strs);
console.log({ big: range(150, 2) });
