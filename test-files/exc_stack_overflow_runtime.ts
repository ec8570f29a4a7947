// Runaway recursion inside built-ins (join, JSON.stringify, flat) is a
// catchable RangeError, never a crash. The values nest 1 000 000 deep, past
// any native stack (node overflows past about 5 000; kiln's limit depends
// on each built-in's frame size: `flat` held 50 000 once its frame
// shrank); JSON.parse builds them without recursing, in node and in kiln.
const depth = 1000000;
const a: unknown = JSON.parse("[".repeat(depth) + "]".repeat(depth));
try {
  String(a);
  console.log("no error");
} catch (e) {
  console.log(String(e));
}
const o: unknown = JSON.parse('{"o":'.repeat(depth) + "{}" + "}".repeat(depth));
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
