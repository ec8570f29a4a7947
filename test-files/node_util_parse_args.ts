import { parseArgs, callbackify, deprecate } from "node:util";
import * as util from "node:util";
const cases: any[] = [
  { args: ["-f", "--bar", "b"], options: { foo: { type: "boolean", short: "f" }, bar: { type: "string" } } },
  { args: ["--foo=1", "pos"], options: { foo: { type: "string" } }, allowPositionals: true },
  { args: ["--foo", "--bar"], options: { foo: { type: "string" } } },
  { args: ["--unknown"], options: {} },
  { args: ["pos"], options: {} },
  { args: ["-abc"], options: { a: { type: "boolean", short: "a" }, b: { type: "boolean", short: "b" }, c: { type: "string", short: "c" } } },
  { args: ["-ab", "x"], options: { a: { type: "boolean", short: "a" }, b: { type: "string", short: "b" } } },
  { args: ["-cval"], options: { c: { type: "string", short: "c" } } },
  { args: ["--m", "1", "--m", "2"], options: { m: { type: "string", multiple: true } } },
  { args: [], options: { d: { type: "string", default: "dflt" }, e: { type: "boolean", default: true }, m: { type: "string", multiple: true, default: ["a"] } } },
  { args: ["--", "--x", "-y"], options: {}, allowPositionals: true },
  { args: ["--x", "--", "-y"], options: { x: { type: "boolean" } }, tokens: true, allowPositionals: true },
  { args: ["-f", "v", "--no", "-", "--s=", "a"], options: { f: { type: "string", short: "f" }, s: { type: "string" } }, strict: false, tokens: true },
  { args: ["--bool=yes"], options: { bool: { type: "boolean" } } },
  { args: ["--bool=yes", "-x", "--y=1"], options: { bool: { type: "boolean" } }, strict: false },
  { args: ["-f"], options: { foo: { type: "string", short: "f" } } },
  { args: ["--foo", "-x"], options: { foo: { type: "string" } } },
  { args: ["-"], options: {} },
  { args: ["-x"], options: {}, allowPositionals: true },
  { args: ["--toString"], options: {} },
  { options: { foo: { type: "number" } } },
  { options: { foo: { type: "string", short: "ff" } } },
  { options: { foo: { type: "string", default: 1 } } },
  { options: 5 },
  { args: "x" },
  { options: { foo: { type: "string", multiple: true, default: "x" } } },
  { options: { foo: { type: "boolean", multiple: 1 } } },
  { args: ["--foo", "x"], options: { foo: { type: "boolean" } } },
  { args: ["--foo", "x"], options: { foo: { type: "boolean" } }, allowPositionals: true },
  { args: ["-fx"], options: { foo: { type: "boolean", short: "f" } } },
  { args: [], strict: 1 },
  { options: { x: 1 } },
  { options: { x: { type: "string", short: 1 } } },
  { options: { x: { type: "string", multiple: true, default: [1] } } },
  { options: { x: { type: "boolean", multiple: true, default: [1] } } },
  { options: { x: { type: "boolean", default: "x" } } },
  { options: { x: {} } },
  { args: [1] },
];
const o = { a: { type: "boolean", short: "a" }, b: { type: "string", short: "b" }, long: { type: "string" }, flag: { type: "boolean" } };
for (const [args, extra] of [
  [["-ab", "x", "p"], {}], [["-abX", "p"], {}], [["-aa", "-ba"], {}], [["-b", "-a"], {}], [["-b", "--"], {}],
  [["--long", "-"], {}], [["--long=-x"], {}], [["--flag=x"], {}], [["--flag=x"], { strict: false }],
  [["-zq"], { strict: false }], [["-bzq", "r"], { strict: false }], [["--long"], { strict: false }],
  [["-b"], { strict: false }], [["-x=1"], { strict: false }], [["--=x"], { strict: false }], [["---x"], { strict: false }],
  [["--"], {}], [["-a", "--no-flag"], { strict: false }], [["--long", "v1", "--long", "v2"], {}],
  [["--long", "--flag"], { strict: false }], [["-ba"], {}], [["--__proto__"], { strict: false }],
  [["--constructor", "1"], { strict: false }], [["p1", "--flag", "p2"], {}],
] as [string[], object][]) {
  cases.push({ args, options: o, tokens: true, allowPositionals: true, ...extra });
}
for (const c of cases) {
  try {
    console.log(parseArgs(c));
  } catch (e: any) {
    console.log(e.name, e.code, JSON.stringify(e.message));
  }
}
console.log(parseArgs.length, parseArgs.name, util.parseArgs === parseArgs);
const d = ["a"];
console.log(parseArgs({ args: [], options: { x: { type: "string", default: d, multiple: true } } }).values.x === d);
try { parseArgs(null as any); } catch (e: any) { console.log(e.name, e.message); }
console.log(parseArgs({ args: ["-v", "--name", "kiln", "file.ts"], options: { verbose: { type: "boolean", short: "v" }, name: { type: "string" } }, allowPositionals: true }));
