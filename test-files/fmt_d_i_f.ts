// %d (Number(v), -0 kept), %i (parseInt of the string), %f (parseFloat of
// the string) over primitives and objects.
const values: any[] = [
  0, -0, 42, -42.9, 3.75, 1e21, 1e-7, 2 ** 53 + 2, NaN, Infinity, -Infinity,
  "12", "12.5px", " 0x1F ", "-0", "abc", "", "1e3", "Infinity", true, false, null, undefined,
  [], [7], [1, 2], {}, { valueOf() { return 9.5; } }, { toString() { return "33.3"; } },
  new Number(-4.5), new String("6.25"), Symbol("s"),
];
for (let i = 0; i < values.length; i++) {
  console.log("%d|%i|%f", values[i], values[i], values[i]);
}
console.log("%d %d", 1);
console.log("%i%%", 55.5);
console.log("%f", "  -.5e2xyz");
console.log("%d", { valueOf() { return -0; } });
