// util.types and util.inspect on the values a validation layer sees.
import util from "node:util";
import { types } from "node:util";

class Animal {
  constructor(public name: string) {}
}
async function af() {}
function* gf() {}
const values: [string, unknown][] = [
  ["promise", Promise.resolve(1)],
  ["async fn", af],
  ["generator fn", gf],
  ["generator", gf()],
  ["date", new Date(0)],
  ["regexp", /x/g],
  ["map", new Map([[1, 2]])],
  ["set", new Set([1])],
  ["weakmap", new WeakMap()],
  ["typed", new Uint8Array(2)],
  ["buffer", new ArrayBuffer(4)],
  ["dataview", new DataView(new ArrayBuffer(2))],
  ["error", new RangeError("r")],
  ["boxed", new String("s")],
  ["symbol box", Object(Symbol("q"))],
  ["map iter", new Map().keys()],
  ["set iter", new Set().values()],
  ["instance", new Animal("cat")],
  ["args", (function (..._a: unknown[]) { return arguments; })(1, 2)],
];
const checks = [
  "isPromise", "isAsyncFunction", "isGeneratorFunction", "isGeneratorObject", "isDate",
  "isRegExp", "isMap", "isSet", "isWeakMap", "isTypedArray", "isUint8Array", "isArrayBuffer",
  "isAnyArrayBuffer", "isDataView", "isNativeError", "isBoxedPrimitive", "isStringObject",
  "isSymbolObject", "isMapIterator", "isSetIterator", "isArgumentsObject", "isArrayBufferView",
] as const;
for (const [name, v] of values) {
  const yes = checks.filter((c) => (types as any)[c](v));
  console.log(name.padEnd(13), yes.join(" ") || "-");
}
console.log(util.isDeepStrictEqual(new Animal("a"), { name: "a" }), util.isDeepStrictEqual([1, [2]], [1, [2]]));
console.log(util.inspect(values.slice(0, 8).map(([, v]) => v), { depth: 0 }));
console.log(util.inspect(new Animal("dog"), { compact: false }));
console.log(util.inspect({ a: { b: { c: { d: 1 } } } }, { depth: 1 }), util.inspect("str"), util.inspect([1, 2, 3], { maxArrayLength: 2 }));
console.log(util.format("%o", { f: [1, { g: 2 }] }), util.format("%j|%i|%f|%%|%s", { a: 1 }, "42.9px", "3.5", Symbol("s")));
