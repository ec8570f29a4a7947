// Computed-key sites (`o[k]`, `o.#x`) cache where an own property is, also
// when it is out of line: in the slots store of an object with more
// properties than fit inside it, such as a class's static fields on its
// constructor. Objects that later gain elements keep their slots in
// another record, and stores of fresh objects there must stay reachable.

class Registry {
  static #count = 0;
  static #last = null;
  static #names = [];
  static a = 1;
  static b = 2;
  static c = 3;
  static d = 4;
  static e = 5;
  static record(name) {
    Registry.#count++;
    Registry.#last = { name, at: Registry.#count };
    Registry.#names.push(name);
    return Registry.#last;
  }
  static get count() {
    return Registry.#count;
  }
  static get last() {
    return Registry.#last;
  }
}

for (let i = 0; i < 2000; i++) Registry.record("n" + (i % 7));
console.log(Registry.count, Registry.last, Registry.a + Registry.e);

// A wide object read and written through computed keys.
const wide = {};
const keys = [];
for (let i = 0; i < 24; i++) {
  keys.push("k" + i);
  wide["k" + i] = i;
}
// A site sees few keys (a cache holds four pairs), the last ones out of
// line; one site sees them all.
const few = ["k1", "k21", "k22", "k23"];
let sum = 0;
for (let r = 0; r < 200; r++) {
  for (const k of few) {
    wide[k] = wide[k] + 1;
    sum += wide[k];
  }
  for (const k of keys) sum += wide[k];
}
console.log(sum, wide.k0, wide.k1, wide.k23);

// Fresh objects stored out of line and kept only there.
for (let r = 0; r < 300; r++) {
  for (const k of few) wide[k] = { k, r, pad: new Array(8).fill(r) };
}
console.log(few.map((k) => wide[k].r + wide[k].pad[7]).reduce((a, b) => a + b, 0));

// The same object gains elements: its slots move to an extension record.
const readK22 = (o) => o[keys[22]];
console.log(readK22(wide).k);
wide[0] = "element";
wide[keys[22]] = "after elements";
console.log(readK22(wide), wide[0], Object.keys(wide).length);

// A symbol-keyed property out of line.
const tag = Symbol("tag");
const many = {};
for (let i = 0; i < 20; i++) many["p" + i] = i;
many[tag] = 0;
for (let i = 0; i < 100; i++) many[tag] += i;
console.log(many[tag], String(tag));
