// Runaway recursion inside built-ins (join, JSON.stringify, flat) is a
// catchable RangeError, never a crash. The values nest 50 000 deep (node
// overflows past about 5 000, kiln past about 15 000); JSON.parse builds them
// without recursing, in node and in kiln.
const depth = 50000;
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
