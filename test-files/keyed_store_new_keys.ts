// `o[key] = v` with keys the program builds (so the key is new to the
// object at each store), where the prototype chain or the receiver has a
// say: a setter on Object.prototype, a read-only inherited property, a
// non-extensible or sealed receiver, arrays, numeric-looking keys and
// `__proto__`.
function put(o: any, k: string, v: unknown): string {
  try {
    o[k] = v;
    return "ok";
  } catch (e) {
    return (e as Error).constructor.name + ": " + (e as Error).message;
  }
}
const key = (s: string, i: number) => s + String(i);

// A table filled with fresh keys, then read back.
const table: any = {};
for (let i = 0; i < 300; i++) put(table, key("k", i % 250), i);
let sum = 0;
for (const k of Object.keys(table)) sum += table[k];
console.log(Object.keys(table).length, sum, table.k7, table.k249);

// A setter on Object.prototype for one of the keys.
const seen: unknown[] = [];
Object.defineProperty(Object.prototype, "k9x", {
  set(v) {
    seen.push(["setter", v]);
  },
  get() {
    return "from getter";
  },
  configurable: true,
});
const withSetter: any = {};
console.log(put(withSetter, key("k", 9) + "x", 1), Object.keys(withSetter), withSetter.k9x, JSON.stringify(seen));
delete (Object.prototype as any).k9x;
console.log(put(withSetter, key("k", 9) + "x", 2), Object.keys(withSetter), withSetter.k9x);

// A read-only inherited property refuses the store (strict code throws).
const base = Object.defineProperty({}, "ro1", { value: "base", writable: false });
const child = Object.create(base);
console.log(put(child, key("ro", 1), "mine"), child.ro1, Object.keys(child));
console.log(put(child, key("ro", 2), "fine"), child.ro2, Object.keys(child));

// Non-extensible, sealed and frozen receivers.
const closed = Object.preventExtensions({ a: 1 });
console.log(put(closed, key("a", 1), 1), put(closed, "a", 2), JSON.stringify(closed));
const sealed = Object.seal({ b: 1 });
console.log(put(sealed, key("b", 2), 1), put(sealed, "b", 3), JSON.stringify(sealed));
const frozen = Object.freeze({ c: 1 });
console.log(put(frozen, key("c", 3), 1), put(frozen, "c", 4), JSON.stringify(frozen));

// Arrays: named keys, index keys, "length".
const arr: any = [1, 2, 3];
console.log(put(arr, key("x", 1), "named"), put(arr, key("", 5), "five"), put(arr, "length", 2), JSON.stringify(arr), arr.x1, arr.length);
console.log(put(arr, key("", -0), "zero"), put(arr, "-0", "minus zero"), put(arr, "1.5", "frac"), arr[0], arr["-0"], arr["1.5"]);

// `__proto__` runs Object.prototype's setter.
const p: any = {};
const newProto = { inherited: true };
console.log(put(p, "__" + "proto__", newProto), p.inherited, Object.keys(p), Object.getPrototypeOf(p) === newProto);

// A getter-only accessor on the chain: the store is refused.
class Shape {
  get area() {
    return 1;
  }
}
const s: any = new Shape();
console.log(put(s, "ar" + "ea", 5), s.area, Object.keys(s));

// Many objects, many keys, in a loop (the site's cache misses each time).
const rows: any[] = [];
for (let i = 0; i < 100; i++) {
  const r: any = {};
  for (let j = 0; j < 12; j++) put(r, key("f", (i + j) % 17), i * j);
  rows.push(r);
}
let check = 0;
for (const r of rows) for (const k in r) check += r[k] + k.length;
console.log(rows.length, check, Object.keys(rows[99]).join(","));
