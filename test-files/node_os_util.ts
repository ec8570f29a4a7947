// node:os (what does not vary between machines) and node:util: format, inspect with options, types, the legacy tests, inherits.
import os, { EOL, tmpdir } from "node:os";
import util, { format, inspect, types } from "node:util";
console.log(JSON.stringify(EOL), typeof tmpdir() === "string" && (tmpdir() === "/" || !tmpdir().endsWith("/")), os.platform() === process.platform, os.arch() === process.arch);
console.log(os.cpus().length >= 1, os.availableParallelism() >= 1, typeof os.cpus()[0].model, Object.keys(os.cpus()[0].times));
console.log(os.totalmem() > os.freemem(), os.freemem() > 0, typeof os.hostname(), os.type(), os.endianness(), os.devNull, os.homedir() === process.env.HOME);
console.log(os.loadavg().length, typeof os.uptime(), Object.keys(os.userInfo()), Object.getPrototypeOf(os.userInfo()));
console.log(format("%s is %d years and %i, %f %j %o %O %%", "Bob", 42.5, 42.5, "1.5", { a: 1 }, [1], { b: { c: {} } }), format(1, "a", { x: 1 }), format("%s", Symbol("s")), format());
console.log(inspect({ a: [1, 2, { b: { c: { d: 1 } } }], s: "x" }), inspect("str"), inspect(new Map([[1, 2]]), { depth: 0 }));
console.log(inspect({ a: { b: { c: { d: {} } } } }, { depth: 0 }), inspect([1, 2, 3], { maxArrayLength: 1 }), inspect({ b: 1, a: 2 }, { sorted: true, compact: false, breakLength: 10 }));
console.log(inspect.custom === Symbol.for("nodejs.util.inspect.custom"));
class P { [inspect.custom]() { return "custom P"; } }
console.log(inspect(new P()), `${util.format("%s", new P())}`);
console.log(types.isDate(new Date()), types.isRegExp(/x/), types.isMap(new Map()), types.isSet(new Set()), types.isPromise(Promise.resolve()), types.isNativeError(new TypeError()), types.isUint8Array([]), types.isProxy({}));
function* g() {} async function af() {}
console.log(types.isGeneratorFunction(g), types.isGeneratorFunction(af), types.isAsyncFunction(af), types.isGeneratorObject(g()), types.isBoxedPrimitive(Object(1)), types.isStringObject(new String("")), types.isNumberObject(1));
console.log(util.isArray([]), util.isPrimitive(null), util.isObject(null), util.isObject(() => 1), util.isFunction(class {}), util.toUSVString("a\ud800b"));
function A(this: any) { this.a = 1; } function B() {}
util.inherits(B, A);
console.log(Object.getPrototypeOf(B.prototype) === A.prototype, (B as any).super_ === A, Object.keys(B));
try { util.inherits(B, 5 as any); } catch (e) { console.log((e as Error).message); }
