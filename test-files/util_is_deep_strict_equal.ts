// util.isDeepStrictEqual: node's strict deep equality as a predicate,
// through a named import and the module object.
import util, { isDeepStrictEqual } from "node:util";

const cases: [string, unknown, unknown][] = [
  ["equal objects", { a: 1, b: [1, 2, { c: "x" }] }, { b: [1, 2, { c: "x" }], a: 1 }],
  ["loose is not enough", { a: 1 }, { a: "1" }],
  ["NaN", NaN, NaN],
  ["signed zeros", [0], [-0]],
  ["maps", new Map([["k", [1]]]), new Map([["k", [1]]])],
  ["sets of objects", new Set([{ id: 1 }, { id: 2 }]), new Set([{ id: 2 }, { id: 1 }])],
  ["dates", new Date(86400000), new Date(86400000)],
  ["different prototypes", Object.create(null), {}],
  ["sparse and undefined", [, 1], [undefined, 1]],
  ["errors", new RangeError("r"), new RangeError("r")],
  ["symbols", Symbol.for("a"), Symbol.for("a")],
  ["boxed", new String("s"), new String("s")],
];
for (const [label, a, b] of cases) {
  console.log(`${label}: ${isDeepStrictEqual(a, b)} ${util.isDeepStrictEqual(b, a)}`);
}

interface Config {
  name: string;
  ports: number[];
  env: Record<string, string>;
}
const base: Config = { name: "svc", ports: [80, 443], env: { MODE: "prod" } };
const copy: Config = JSON.parse(JSON.stringify(base));
console.log("round trip equal:", util.isDeepStrictEqual(base, copy));
copy.ports.push(8080);
console.log("after a change:", util.isDeepStrictEqual(base, copy));
console.log(typeof util.isDeepStrictEqual, util.isDeepStrictEqual.name, util.isDeepStrictEqual.length);
