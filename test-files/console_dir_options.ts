// console.dir takes every option of node's util.inspect: colors, sorting,
// array and string limits, compact layouts, getters, numeric separators,
// depth and hidden keys; a RegExp prints whole past the depth limit.
const data = { n: 1, s: "x", b: true, u: undefined, nl: null, sym: Symbol("q"), d: new Date(0), r: /ab+/g, f() {}, arr: [1, , 3], big: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27], m: new Map([["k", { deep: { deeper: { deepest: 1 } } }]]), set: new Set(["a"]), "quoted-key": 1, [Symbol("sk")]: 2, boxed: new Number(3), bs: new String("ab"), cls: class A {}, g: { get x() { return 1; }, set y(v: number) {} }, e: -0 };
console.dir(data, { colors: true });
console.dir(data, { colors: true, depth: 0 });
console.dir(["long string ".repeat(10), "a\nb"], { colors: true });
const c: any = { name: "c" }; c.self = c;
console.dir(c, { colors: true });
console.dir(new WeakMap(), { colors: true });
console.dir([1.5, 22.25, 333, 4, 5, 6, 7, 8, 9, 10], { colors: true });
console.dir(["a", "bb", "ccc", "dd", "e", "ff", "ggg", "h"], { colors: true });
console.dir({ b: 1, a: 2, c: { z: 1, y: 2 } }, { sorted: true });
console.dir(new Map([["b", 1], ["a", 2]]), { sorted: true });
console.dir({ b: 1, a: 2, c: 3 }, { sorted: (x: string, y: string) => (x < y ? 1 : -1) });
console.dir([3, 1, 2], { sorted: true });
const ar: any = [3, 1]; ar.z = 1; ar.a = 2;
console.dir(ar, { sorted: true });
console.dir([1, 2, 3, 4, 5], { maxArrayLength: 2 });
console.dir([1, 2, 3], { maxArrayLength: 0 });
console.dir({ s: "abcdefgh" }, { maxStringLength: 3 });
console.dir([1, 2, 3, 4, 5, 6, 7], { compact: false });
console.dir({ a: { b: { c: 1 } } }, { compact: false });
console.dir({ a: [1, 2, { b: 3 }], c: "x".repeat(30), d: { e: { f: 1 } } }, { compact: true });
console.dir({ a: "y".repeat(70), b: "z".repeat(70) }, { compact: true });
console.dir({ get g() { return 5; }, get o() { return { a: 1 }; }, get n() { return null; }, get t() { throw new Error("bad"); }, set s(v: number) {}, get gs() { return 2; }, set gs(v: number) {} }, { getters: true });
console.dir({ get g() { return 5; }, get gs() { return 2; }, set gs(v: number) {} }, { getters: "get" });
console.dir({ get g() { return 5; }, get gs() { return 2; }, set gs(v: number) {} }, { getters: "set" });
console.dir([1234567, 1234.5678, -9876543.21, 0.000001, 1e21, -0, 123, NaN, 12345678901234567890], { numericSeparator: true });
console.dir({ a: "x".repeat(100), b: [1, 2, 3] }, { breakLength: Infinity });
console.dir({ a: { b: { c: { d: { e: 1 } } } } }, { depth: Infinity });
console.dir({ a: { b: { c: { d: { e: 1 } } } } }, { depth: NaN });
console.dir({ a: { b: { c: { d: { e: 1 } } } } }, { depth: undefined });
console.dir({ a: { b: { c: { d: { e: 1 } } } } }, { depth: "1" });
console.dir({ a: 1 }, { showHidden: true, colors: true });
console.dir([1, 2], { showHidden: true, colors: true });
const r: any = /x/; r.label = "x";
console.log({ a: { b: { r } } });
console.log("%s", { r });
try { const [a] = o?.p; } catch (e: any) { console.log(e.message); }
const a2: any = { x: 1 }; a2.self = a2;
console.dir(a2, { compact: true });
console.dir([a2], { compact: true });
console.dir([-0.5, 1e-7, 1.5e-7, -1234.5678, 123456.789], { numericSeparator: true });
console.dir({ b: 2, get fn() { return function named() {}; }, c: { d: 1 } }, { getters: true });
const C = Symbol.for("nodejs.util.inspect.custom");
class T { [C]() { throw new Error("cell threw"); } }
try { console.table([{ a: new T() }]); } catch (e: any) { console.log("caught", e.message); }
