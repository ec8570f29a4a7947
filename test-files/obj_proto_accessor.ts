// Object.prototype.__proto__ is an accessor: reading it gives the
// prototype, assigning it sets the prototype (ignoring non-objects, and
// throwing on cycles and non-extensible objects); JSON.parse and computed
// literal keys still make an own "__proto__". Also __defineGetter__,
// __defineSetter__, __lookupGetter__ and __lookupSetter__.
const o: any = { a: 1 };
console.log(o.__proto__ === Object.prototype);
o.__proto__ = { inherited: 2 };
console.log(o.inherited, Object.keys(o));
const k = "__proto__";
const p: any = {};
p[k] = { inh: 1 };
console.log(p.inh, Object.keys(p));
const { __proto__: q } = { x: 1 } as any;
console.log(q === Object.prototype);
const words: any = {};
for (const w of ["a", "__proto__", "a"]) words[w] = (words[w] || 0) + 1;
console.log(words);
console.log(Object.assign({}, JSON.parse('{"__proto__":{"polluted":1}}')).polluted);
const j = JSON.parse('{"__proto__":{"x":1}}');
console.log(j, Object.keys(j), j.x);
try {
  const c: any = {};
  c.__proto__ = c;
} catch (e: any) {
  console.log(e.message);
}
try {
  const c: any = Object.preventExtensions({});
  c.__proto__ = {};
} catch (e: any) {
  console.log(e.message);
}
const np = Object.create(null);
np.__proto__ = 5;
console.log(np, Object.keys(np));
console.log({ __proto__: null, z: 1 }, { ["__proto__"]: 7 }, Object.keys({ ["__proto__"]: 7 }));
console.log((1 as any).__proto__ === Number.prototype, ("s" as any).__proto__ === String.prototype);
console.log(Object.getOwnPropertyNames(Object.prototype));
const d: any = {};
d.__defineGetter__("g", () => 42);
d.__defineSetter__("g", (v: any) => console.log("set", v));
d.g = 3;
console.log(d.g, Object.getOwnPropertyDescriptor(d, "g"));
console.log(typeof d.__lookupGetter__("g"), d.__lookupSetter__("none"), [].__lookupGetter__("length"));
class A {
  get v() {
    return 1;
  }
}
console.log(typeof new A().__lookupGetter__("v"));
try {
  d.__defineGetter__("x", 5);
} catch (e: any) {
  console.log(e.message);
}
console.log({ ...{ __proto__: { hidden: 1 }, shown: 2 } });
