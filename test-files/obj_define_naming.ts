// Which defines name the function they store, and the shorthand
// `__proto__` (an own property, not the prototype).

// Only an anonymous function definition takes the key as its name; a
// function value that exists already keeps its own (here, none).
const fns = [() => 1, () => 2, () => 3, () => 4];
class A {
  f = fns[0];
  b = (0, () => 1);
  c = [() => 1][0];
  d = () => 1;
  e = function () {};
  g = class {};
  ["h" + 1] = () => 1;
  ["i" + 1] = fns[1];
  static s = (0, () => 1);
  static t = () => 1;
  static [("u" + 1)] = () => 1;
}
const a = new A();
console.log(
  JSON.stringify([a.f.name, a.b.name, a.c.name, a.d.name, a.e.name, a.g.name]),
  JSON.stringify([(a as any).h1.name, (a as any).i1.name, A.s.name, A.t.name, (A as any).u1.name]),
);
const o: any = { g: fns[2], ["x"]: 1, get y() { return 1; }, ["k" + 2]: () => 1, ["k" + 3]: fns[3] };
console.log(JSON.stringify([o.g.name, o.k2.name, o.k3.name]), JSON.stringify(fns.map((f) => f.name)));
const named = { f: function named() {}, ["c" + 1]: function other() {} } as any;
console.log(named.f.name, named.c1.name);

// `{ __proto__ }` is a shorthand property named __proto__, not [[Prototype]].
const __proto__ = { p: 1 };
const s: any = { __proto__ };
console.log(Object.keys(s), Object.getPrototypeOf(s) === __proto__, s.p, Object.getPrototypeOf(s) === Object.prototype);
const t: any = { __proto__: __proto__ };
console.log(Object.keys(t), Object.getPrototypeOf(t) === __proto__, t.p);
const u: any = { ["__proto__"]: __proto__ };
console.log(Object.keys(u), Object.getPrototypeOf(u) === __proto__);

// A field initialiser is evaluated as a method: new.target is undefined.
class N {
  nt = new.target;
  seen: unknown;
  constructor() {
    this.seen = new.target === N;
  }
}
const n = new N();
console.log(n.nt === undefined, n.seen);
class M extends N {
  mt = new.target;
}
const m = new M();
console.log(m.nt === undefined, m.mt === undefined, m.seen);
