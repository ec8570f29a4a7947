// Computed accesses with string keys (`o[k]`) go through a cache keyed by
// shape and key; Map and Set keep string hashes in the strings. Every
// case where the answer must come from elsewhere: getters, the prototype
// chain, index-like keys, keys made at run time, dictionaries, changes
// after the first lookup.

const handlers: { [k: string]: (n: number) => number } = {
  double: (n) => n * 2,
  square: (n) => n * n,
  negate: (n) => -n,
};
const kinds = ["double", "square", "negate", "square"];
let total = 0;
for (let i = 0; i < 40; i++) total += handlers[kinds[i % 4]](i);
console.log(total);

// Keys built at run time (not atoms until interned) and keys that look
// like indices.
const parts = ["dou", "ble"];
console.log(handlers[parts.join("")](21), handlers["squ" + "are"](9));
const indexed: { [k: string]: string } = { "0": "zero", "10": "ten", "01": "not an index", "1e3": "exp" };
const ik = ["0", "10", "01", "1e3", "2"];
console.log(ik.map((k) => indexed[k]));

// Getters, inherited properties, and changes after the cache has seen them.
class Base {
  get computed(): string {
    return "getter:" + (this as any).tag;
  }
  shared = "own field";
  inherited(): string {
    return "from the prototype";
  }
}
const obj: any = new Base();
obj.tag = "t1";
const keys = ["computed", "shared", "inherited", "missing", "tag"];
const show = () => keys.map((k) => (typeof obj[k] === "function" ? obj[k]() : obj[k]));
console.log(show());
console.log(show());
obj.tag = "t2";
Object.defineProperty(Base.prototype, "inherited", { value: () => "redefined", configurable: true });
obj.missing = "now present";
console.log(show());
delete obj.shared;
console.log(show());
Object.defineProperty(obj, "computed", { value: "own data now" });
console.log(show());

// Dictionary-mode objects (many deletions) and null-prototype objects.
const dict: any = {};
for (let i = 0; i < 50; i++) dict["k" + i] = i;
for (let i = 0; i < 50; i += 2) delete dict["k" + i];
const dk = ["k1", "k2", "k49", "k48", "toString"];
console.log(dk.map((k) => typeof dict[k] === "function" ? "fn" : dict[k]));
const bare = Object.create(null);
bare.a = 1;
console.log(["a", "b", "toString"].map((k) => bare[k]));

// Primitive receivers and symbol keys.
const s = "hello";
console.log(["length", "0", "4", "5", "charAt"].map((k) => typeof (s as any)[k] === "function" ? "fn" : (s as any)[k]));
const sym = Symbol("s");
const withSym: any = { [sym]: "symbol value", s: "string value" };
console.log(withSym[sym], withSym["s"]);
try {
  const nothing: any = undefined;
  console.log(nothing[kinds[0]]);
} catch (e) {
  console.log((e as Error).message);
}

// Map and Set with string keys: equal content from literals, concatenation,
// slices and template strings is one key, before and after collections.
const m = new Map<string, number>();
for (let i = 0; i < 200; i++) m.set("user" + i, i);
let found = 0;
for (let round = 0; round < 3; round++) {
  for (let i = 0; i < 200; i++) {
    const k = round === 0 ? "user" + i : round === 1 ? `user${i}` : ("xuser" + i).slice(1);
    found += m.get(k) === i ? 1 : 0;
  }
  const garbage: string[] = [];
  for (let j = 0; j < 2000; j++) garbage.push("g" + j + round);
}
console.log(found, m.get("user7"), m.has("user200"), m.get("User7"));
const set = new Set<string>(["α", "β", "alpha"]);
console.log(set.has("\u03b1"), set.has("al" + "pha"), set.has("ALPHA".toLowerCase()), set.size);
const unicodeKey = "ключ" + 1;
m.set(unicodeKey, -1);
console.log(m.get("ключ1"), m.get("ключ" + "1"), m.size);
m.delete("user3");
console.log(m.has("user3"), m.size, [...m.keys()].slice(0, 4));
