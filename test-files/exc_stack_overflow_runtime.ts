// Runaway recursion inside built-ins (join, JSON, flat) is a catchable
// RangeError, never a crash. The values nest 50 000 deep (node overflows past
// about 5 000, kiln past about 15 000); each loop iteration nests 50 levels so
// that the GC sweep, which collects at every loop iteration, stays fast.
let a: unknown = [];
for (let i = 0; i < 1000; i++) a = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[a]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]];
try {
  String(a);
  console.log("no error");
} catch (e) {
  console.log(String(e));
}
let o: unknown = {};
for (let i = 0; i < 1000; i++) o = { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: { o: o } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } } };
try {
  JSON.stringify(o);
  console.log("no error");
} catch (e) {
  console.log(String(e));
}
try {
  console.log((a as unknown[]).flat(Infinity).length);
} catch (e) {
  console.log(String(e));
}
console.log("alive");
