// Making `this` reads new.target's `prototype`, which a getter can
// provide: code runs (and allocates, and may collect) in the middle of a
// constructor whose parameters are still to be read. Through
// Reflect.construct with a bound function, whose `prototype` comes from
// its own chain.

class Q {
  constructor(a, b) {
    this.a = a;
    this.n = b.v;
  }
}
class R {
  constructor(a, b) {
    this.a = a;
    this.b = b;
    this.sum = a.v + b.v;
  }
}
let garbage = [];
const protoHolder = {
  get prototype() {
    // Allocate enough to fill a nursery now and then (one call: no
    // loop, so a forced-collection schedule collects once a getter).
    garbage.push(new Array(5000).fill(garbage.length));
    if (garbage.length > 50) garbage = [];
    return Q.prototype;
  },
};
function NT() {}
const bound = NT.bind(null);
Object.setPrototypeOf(bound, protoHolder);

let out = [];
for (let i = 0; i < 200; i++) {
  const q = Reflect.construct(Q, [{ v: i }, { v: i + 1 }], bound);
  const r = Reflect.construct(R, [{ v: i }, { v: 2 * i }], bound);
  if (i % 50 === 0) out.push([q.a.v, q.n, r.a.v, r.b.v, r.sum, q instanceof Q]);
}
console.log(out);
console.log(new Q({ v: 7 }, { v: 8 }), new R({ v: 1 }, { v: 2 }));

// An ordinary function constructed the same way (its construct entry
// makes `this`), with a closure environment it reads after.
function makeF(base) {
  return function F(a) {
    this.v = a.v + base.k;
  };
}
const F = makeF({ k: 1000 });
let fs = 0;
for (let i = 0; i < 200; i++) fs += Reflect.construct(F, [{ v: i }], bound).v;
console.log(fs);

// Declared fields: their definitions are fused into the making of
// `this`; the parameters are read again after it.
class S {
  x;
  y;
  constructor(x, y) {
    this.x = x;
    this.y = y;
    this.sum = x.v + y.v;
  }
}
let ss = 0;
for (let i = 0; i < 200; i++) {
  const s = Reflect.construct(S, [{ v: i }, { v: 1 }], bound);
  ss += s.sum + s.x.v;
}
console.log(ss, new S({ v: 1 }, { v: 2 }));

// Parameter properties: copies of the parameters, read again after.
class T {
  constructor(
    public a: { v: number },
    public b: { v: number },
  ) {
    this.c = a.v * b.v;
  }
  c: number;
}
let ts = 0;
for (let i = 0; i < 200; i++) {
  const t = Reflect.construct(T, [{ v: i }, { v: 3 }], bound);
  ts += t.c + t.a.v + t.b.v;
}
console.log(ts, new T({ v: 2 }, { v: 5 }));
