// process.env keeps strings: node converts what a program assigns.
const env = process.env;
env.ENVTEST_PORT = 8080 as any;
env.ENVTEST_DEBUG = true as any;
env.ENVTEST_NOTHING = undefined;
env.ENVTEST_NULL = null as any;
env.ENVTEST_OBJ = { toString: () => "from toString" } as any;
for (const k of ["ENVTEST_PORT", "ENVTEST_DEBUG", "ENVTEST_NOTHING", "ENVTEST_NULL", "ENVTEST_OBJ"]) {
  console.log(k, typeof env[k], JSON.stringify(env[k]));
}
const port = Number(process.env.ENVTEST_PORT) + 1;
console.log("port + 1 =", port, "concat:", process.env.ENVTEST_PORT + 1);

// Compound assignment reads the string back.
process.env.ENVTEST_COUNT = "1";
(process.env as any).ENVTEST_COUNT += 1;
console.log("count", process.env.ENVTEST_COUNT);
(process.env as any).ENVTEST_N = 2;
(process.env as any).ENVTEST_N *= 3;
console.log("n", process.env.ENVTEST_N, typeof process.env.ENVTEST_N);

try {
  (process.env as any).ENVTEST_SYM = Symbol("s");
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
try {
  (process.env as any)[Symbol("key")] = "x";
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
console.log("ENVTEST_SYM" in process.env);

delete process.env.ENVTEST_PORT;
console.log("deleted:", "ENVTEST_PORT" in process.env, process.env.ENVTEST_PORT);

// An object inheriting from process.env gets its own property, unconverted.
const child = Object.create(process.env);
child.ENVTEST_CHILD = 42;
console.log(typeof child.ENVTEST_CHILD, process.env.ENVTEST_CHILD);

// A copy is a plain object.
const copy = { ...process.env, ENVTEST_EXTRA: 7 };
console.log(typeof copy.ENVTEST_EXTRA, copy.ENVTEST_N);
const cloned = structuredClone(process.env);
console.log(typeof cloned, cloned.ENVTEST_DEBUG);
const keys = Object.keys(process.env).filter((k) => k.startsWith("ENVTEST_")).sort();
console.log(keys);
