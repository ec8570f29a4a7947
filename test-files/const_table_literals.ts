// Data tables written as literals: lookup tables, records, grids, word
// lists. Each evaluation makes fresh arrays and objects, whatever kiln does
// to build them.
const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127, 131];
console.log(PRIMES.length, PRIMES.reduce((a, b) => a + b, 0), PRIMES[PRIMES.length - 1]);

const SPECIAL = [0, -0, 1.5, -2.25, NaN, Infinity, -Infinity, 1e21, 5e-324, 2 ** 53, -(2 ** 53) + 1, 0x10, 0o17, 0b101, 1_000_000,
  9007199254740993, 123456789012345680000, -1e-7, 0.1, 0.2, 0.30000000000000004, 4294967295, 4294967296, -4294967296,
  2147483647, -2147483648, 3.4028234663852886e38, 1 / 3, -0.0, +7, -(-3), 42];
console.log(SPECIAL);
console.log(Object.is(SPECIAL[1], -0), Object.is(SPECIAL[28], -0), SPECIAL.indexOf(NaN), SPECIAL.includes(NaN));
// Only literals: integers near 2^53 and 2^31, fractions, the smallest and
// largest doubles, signed zeros.
const EXACT = [0, -0, -0.0, 1, -1, 63, 64, -64, -65, 127, 128, 8191, 8192, 2147483647, 2147483648, -2147483648, -2147483649,
  4294967295, 4294967296, 9007199254740991, -9007199254740991, 9007199254740992, -9007199254740992, 9007199254740994,
  18446744073709551616, 1e21, 1e308, 1.7976931348623157e308, 5e-324, 2.2250738585072014e-308, 0.5, -0.1, 1.0000000000000002,
  123.456, 1e-7, 4.35, 0xff, 0o777, 0b1111, 1_0_0];
console.log(EXACT);
console.log(EXACT.map((x) => Object.is(x, -0)).join(""), EXACT.reduce((a, b) => a + b, 0));

interface Planet { name: string; mass: number; moons: string[]; rings: boolean; discovered: number | null }
const PLANETS: Planet[] = [
  { name: "Mercury", mass: 0.33, moons: [], rings: false, discovered: null },
  { name: "Venus", mass: 4.87, moons: [], rings: false, discovered: null },
  { name: "Earth", mass: 5.97, moons: ["Moon"], rings: false, discovered: null },
  { name: "Mars", mass: 0.642, moons: ["Phobos", "Deimos"], rings: false, discovered: null },
  { name: "Jupiter", mass: 1898, moons: ["Io", "Europa", "Ganymede", "Callisto"], rings: true, discovered: null },
  { name: "Saturn", mass: 568, moons: ["Titan", "Rhea", "Iapetus"], rings: true, discovered: null },
  { name: "Uranus", mass: 86.8, moons: ["Titania", "Oberon"], rings: true, discovered: 1781 },
  { name: "Neptune", mass: 102, moons: ["Triton"], rings: true, discovered: 1846 },
];
console.log(PLANETS);
const heavy = PLANETS.filter((p) => p.mass > 50).map((p) => p.name);
console.log(heavy, PLANETS.reduce((n, p) => n + p.moons.length, 0));
console.log(Object.keys(PLANETS[3]), JSON.stringify(PLANETS[6]));

// Fresh copies: a table made inside a function is a new table each call.
function makeGrid() {
  return [
    [0, 0, 0, 1, 0, 0, 0, 0],
    [0, 1, 0, 1, 0, 1, 1, 0],
    [0, 1, 0, 0, 0, 0, 1, 0],
    [0, 1, 1, 1, 1, 0, 1, 0],
    [0, 0, 0, 0, 1, 0, 0, 0],
  ];
}
const g1 = makeGrid();
const g2 = makeGrid();
g1[0][0] = 9;
g1.push([7]);
console.log(g1 === g2, g1[0] === g2[0], g2[0][0], g2.length, g1.length);
let walls = 0;
for (const row of g2) for (const cell of row) walls += cell;
console.log("walls", walls);

// Strings: escapes, non-Latin-1, astral characters, templates without
// substitutions, repeats.
const WORDS = ["alpha", "beta", "gamma", "delta", "épée", "naïve", "日本語", "😀 smile", `tick`, "tab\there", "quote\"d",
  "back\\slash", "new\nline", "", " ", "alpha", "beta", "null", "undefined", "0", "-0", "NaN", "\u0000nul", "\u2028sep",
  "\ud83d\ude00", "z", "y", "x", "w", "v", "u", "t"];
console.log(WORDS.length, WORDS.join("|").length, WORDS.slice(4, 9), WORDS[22].length, WORDS[24] === "😀");
console.log(WORDS.indexOf("alpha", 1), new Set(WORDS).size);

// Holes, booleans, null and nesting.
const SPARSE = [1, , 3, , , 6, true, false, null, [, 1], [[[]]], {}, { a: [] }, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26];
console.log(SPARSE, 1 in SPARSE, SPARSE.length, Object.keys(SPARSE).length);

// Records whose keys vary keep each one's own key order.
const MIXED = [
  { id: 1, kind: "a" }, { kind: "b", id: 2 }, { id: 3 }, { id: 4, kind: "d", extra: true },
  { id: 5, kind: "e" }, { id: 6, kind: "f" }, { id: 7, kind: "g" }, { id: 8, kind: "h" },
  { id: 9, kind: "i" }, { id: 10, kind: "j" }, { id: 11, kind: "k" },
];
console.log(MIXED.map((m) => Object.keys(m).join(",")).join(" "));
MIXED[0].kind = "changed";
(MIXED[2] as { id: number; kind?: string }).kind = "added";
console.log(MIXED[0], MIXED[2], MIXED[4]);

// Keys a table keeps as written: quoted, numeric-looking (not indices),
// reserved words.
const CODES = {
  "content-type": "text/plain", "x-1": 1, class: "c", default: "d", if: 0, "1.5": "one and a half", "-1": "minus one",
  "": "empty", "a b": "space", NaN: "nan", Infinity: "inf", constructor: "ctor", toString: "ts", valueOf: 4, hasOwnProperty: 5,
  length: 6, name: "n", prototype: "p", __defineGetter__: "dg", z: 26, y: 25, x: 24, w: 23, v: 22, u: 21, t: 20, s: 19,
  r: 18, q: 17, p: 16,
};
console.log(CODES);
console.log(Object.keys(CODES).length, CODES["1.5"], CODES[""], CODES.constructor, typeof CODES.toString);

// Tables in a loop: each iteration gets its own copy.
const copies: number[][] = [];
for (let i = 0; i < 3; i++) {
  const t = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210, 220, 230, 240, 250, 260, 270, 280, 290, 300, 310, 320];
  t[0] += i;
  copies.push(t);
}
console.log(copies.map((c) => c[0]), copies[0] !== copies[1]);

// A frozen table is still a table.
const FROZEN = Object.freeze(["r", "g", "b", "c", "m", "y", "k", "w", "r2", "g2", "b2", "c2", "m2", "y2", "k2", "w2", "r3", "g3", "b3", "c3", "m3", "y3", "k3", "w3", "r4", "g4", "b4", "c4", "m4", "y4", "k4", "w4"]);
try {
  (FROZEN as string[]).push("x");
} catch (e) {
  console.log((e as Error).message);
}
console.log(Object.isFrozen(FROZEN), FROZEN.length);
