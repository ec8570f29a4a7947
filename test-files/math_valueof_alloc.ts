// Arguments whose valueOf allocates (and so may collect) while later
// arguments are still objects waiting for their own conversion.
function churn(n: number): number {
  let keep: any[] = [];
  for (let i = 0; i < n; i++) keep.push({ i, s: "x" + i, a: [i, i + 1] });
  return keep.length;
}
function num(v: number): any {
  return { tag: "n" + v, valueOf() { churn(200); return v; } };
}
for (let round = 0; round < 5; round++) {
  console.log(
    Math.max(num(1), num(5), num(3)),
    Math.min(num(4), num(-2), num(9)),
    Math.hypot(num(3), num(4), num(12)),
    Math.atan2(num(1), num(2)),
    Math.pow(num(2), num(8)),
    Math.imul(num(7), num(6)),
    Math.sin(num(1)),
    isNaN(num(2) as any),
    parseInt("ff" as any, num(16)),
    (255).toString(num(2)),
    (3.14159).toFixed(num(3)),
    (3.14159).toPrecision(num(2)),
    (3.14159).toExponential(num(1)),
    Number(num(42)),
  );
}
const s = { toString() { churn(300); return "  0x1F  "; } };
console.log(parseInt(s as any), parseFloat(s as any), Number(s as any));
const e = { toString() { churn(300); return "a b&c/é€😀"; } };
console.log(encodeURIComponent(e as any), encodeURI(e as any));
console.log("%d %i %f %s", num(12.5), num(-7.9), "3.5e1", { toString() { churn(100); return "str"; } });
