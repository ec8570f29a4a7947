// Object literals in tables whose keys are not plain: duplicates (the last
// wins, in the first one's place), `__proto__` (sets the prototype), index
// keys (elements, in index order), computed keys and spreads, shorthand and
// methods. kiln builds plain constant tables from static data; these must
// still behave as the language says.
const proto = { inherited: "yes" };
const ROWS = [
  { a: 1, b: 2, a: 3 },
  { __proto__: proto, own: 1 },
  { "__proto__": null, x: 1 },
  { 2: "two", 1: "one", z: "z", 0: "zero" },
  { ["comp" + "uted"]: 1, plain: 2 },
  { ...{ s: 1, t: 2 }, u: 3 },
  { m() { return "method"; }, v: 1 },
  { get g() { return "getter"; }, w: 1 },
  { "1e3": "key", "01": "not an index", 4294967295: "not an index either", 4294967294: "index" },
  { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10 },
];
console.log(ROWS[0], Object.keys(ROWS[0]));
console.log(ROWS[1], (ROWS[1] as { inherited?: string }).inherited, Object.getPrototypeOf(ROWS[1]) === proto);
console.log(Object.getPrototypeOf(ROWS[2]), ROWS[2]);
console.log(ROWS[3], Object.keys(ROWS[3]));
console.log(ROWS[4], ROWS[5]);
console.log((ROWS[6] as { m(): string }).m(), (ROWS[7] as { g: string }).g, Object.getOwnPropertyDescriptor(ROWS[7], "g")?.get !== undefined);
console.log(ROWS[8], Object.keys(ROWS[8]));
console.log(JSON.stringify(ROWS[9]));

// Deep nesting of constants.
const DEEP = [[[[[[[[[[[[[[[[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32]]]]]]]]]]]]]]]];
let d: unknown = DEEP;
let depth = 0;
while (Array.isArray(d) && d.length === 1) {
  d = d[0];
  depth++;
}
console.log(depth, (d as number[]).length, JSON.stringify(DEEP).length);

// `as const` and `satisfies` tables are the same values.
const COLORS = [
  { name: "red", hex: "#f00", rgb: [255, 0, 0] },
  { name: "green", hex: "#0f0", rgb: [0, 255, 0] },
  { name: "blue", hex: "#00f", rgb: [0, 0, 255] },
  { name: "white", hex: "#fff", rgb: [255, 255, 255] },
] as const;
const SIZES = { small: 1, medium: 2, large: 3, xl: 4, xxl: 5, xxxl: 6, huge: 7, giant: 8, colossal: 9, titanic: 10, max: 11 } satisfies Record<string, number>;
console.log(COLORS[1].rgb, COLORS.map((c) => c.hex).join(" "), Object.isFrozen(COLORS));
console.log(SIZES, Object.values(SIZES).reduce((a, b) => a + b, 0));

// A table of functions is not a constant table, nor one with a variable.
const k = 5;
const OPS = [(x: number) => x + 1, (x: number) => x * 2, Math.sqrt, k, k * 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27];
console.log(OPS.length, (OPS[0] as (x: number) => number)(1), (OPS[1] as (x: number) => number)(4), OPS[3], OPS[4]);
