// A computed read `o[k]` whose key is not a number remembers, per site, a
// few (key, shape) pairs naming own data properties. Every way the answer
// can change after they are remembered must be seen.

const handlers: { [k: string]: (n: number) => number } = {
  click: (n) => n + 1,
  key: (n) => n * 2,
  scroll: (n) => n - 3,
  buy: (n) => n * n,
  zoom: (n) => -n,
};
const kinds = ["click", "key", "scroll", "buy", "zoom"];
function dispatch(o: { [k: string]: (n: number) => number }, k: string, n: number): number {
  return o[k](n);
}
let t = 0;
for (let i = 0; i < 200; i++) t += dispatch(handlers, kinds[i % 5], i);
console.log("five keys", t);

// A property replaced, deleted, turned into a getter, made non-writable.
handlers.click = (n) => n + 100;
console.log("replaced", dispatch(handlers, "click", 1));
delete handlers.key;
console.log("deleted", (handlers as any)["key"]);
Object.defineProperty(handlers, "scroll", { get: () => (n: number) => n - 300 });
console.log("getter", dispatch(handlers, "scroll", 1));
Object.defineProperty(handlers, "buy", { writable: false });
console.log("read-only", dispatch(handlers, "buy", 3));

// One site, several shapes with the key at different places.
function read(o: any, k: string): unknown {
  return o[k];
}
const objs: any[] = [{ a: 1 }, { b: 2, a: 3 }, { c: 4, b: 5, a: 6 }, Object.create({ a: 7 }), { a: 8 }];
const out: unknown[] = [];
for (let r = 0; r < 3; r++) for (const o of objs) out.push(read(o, "a"));
console.log(out.join(" "));
objs[1].a = 30;
objs[4] = Object.assign(Object.create(null), { a: 80 });
Object.getPrototypeOf(objs[3]).a = 70;
console.log(objs.map((o) => read(o, "a")).join(" "));

// Keys made at run time, keys that look like indices, symbols, inherited
// and special properties.
const made = "cl" + "ick";
console.log(dispatch(handlers, made, 5), read(handlers, made) === handlers.click);
const arr: any = [10, 20, 30];
arr.extra = "x";
for (const k of ["1", "length", "extra", "2", "-1"]) console.log(k, read(arr, k));
const sym = Symbol("s");
const withSym: any = { [sym]: "sym", s: "str" };
console.log(read(withSym, sym as any), read(withSym, "s"));
class P {
  field = 1;
  get acc(): number {
    return this.field + 1;
  }
  method(): string {
    return "m";
  }
}
const p = new P();
for (let i = 0; i < 3; i++) console.log(read(p, "field"), read(p, "acc"), typeof read(p, "method"));
p.field = 41;
console.log(read(p, "field"), read(p, "acc"));
console.log(read(new String("abc"), "length"), read("abc", "length"), read(Object.freeze({ f: 1 }), "f"));
console.log(read({}, "toString") === Object.prototype.toString, read({ toString: 5 }, "toString"));
try {
  read(null, "x");
} catch (e) {
  console.log((e as Error).constructor.name);
}
