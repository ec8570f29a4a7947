// %s: numbers as console.log prints them (-0), strings raw, symbols by
// description, objects without their own toString inspected at depth 0,
// objects with one (or from a class) converted with String().
class WithToString {
  toString() { return "custom!"; }
}
class Plain {
  x = 1;
}
const values: any[] = [
  0, -0, 1e21, 1e-7, NaN, "str", "", true, null, undefined, Symbol("sym"), Symbol(),
  [], [1, "a", [2, [3]]], {}, { a: 1, b: { c: { d: 1 } } }, new WithToString(), new Plain(),
  { toString() { return "own"; } }, new Number(5), new String("wrapped"),
  [undefined, null], Object.create(null), Math,
];
for (let i = 0; i < values.length; i++) console.log("[%s]", values[i]);
console.log("%s and %s", "one");
console.log("%s", "a", "b", 3, { x: 1 });
