// Private field declarations and symbol-keyed fields, defined through a
// site cache (kiln.h kl_define_sym_ic): many objects of one class, a
// class evaluated more than once (new private names at the same sites),
// the errors a define of a private name can raise, and names of
// functions stored in such fields.

class Point {
  #x;
  #y = 0;
  #tag = "p";
  constructor(x, y) {
    this.#x = x;
    this.#y = y;
  }
  sum() {
    return this.#x + this.#y;
  }
  static has(o) {
    return #x in o;
  }
}

let total = 0;
const keep = [];
for (let i = 0; i < 5000; i++) {
  const p = new Point(i, i * 2);
  total += p.sum();
  if (i % 1000 === 0) keep.push(p);
}
console.log(total, keep.length, keep.map((p) => p.sum()));
console.log(Point.has(keep[0]), Point.has({}));

// A class made by a function: each call makes new private names, so the
// same define sites see a different key every time.
function makeCounter(start) {
  return class Counter {
    #n = start;
    #step = 1;
    inc() {
      this.#n += this.#step;
      return this.#n;
    }
    static owns(o) {
      return #n in o;
    }
  };
}
const A = makeCounter(10);
const B = makeCounter(100);
const counters = [];
for (let i = 0; i < 300; i++) counters.push(i % 2 ? new A() : new B());
let s = 0;
for (const c of counters) s += c.inc();
console.log(s, A.owns(new A()), A.owns(new B()), B.owns(new B()));
try {
  A.prototype.inc.call(new B());
} catch (e) {
  console.log(e instanceof TypeError, e.message);
}

// The return override: a base constructor that returns an existing
// object, so a subclass's field is added to it; twice is a TypeError.
class Base {
  constructor(o) {
    return o;
  }
}
class Stamp extends Base {
  #stamp = "stamped";
  static read(o) {
    return o.#stamp;
  }
}
const target = { plain: true };
new Stamp(target);
console.log(Stamp.read(target), Object.keys(target));
try {
  new Stamp(target);
} catch (e) {
  console.log(e instanceof TypeError, e.message);
}
// A private field is added to a non-extensible object too.
const frozen = Object.preventExtensions({ f: 1 });
new Stamp(frozen);
console.log(Stamp.read(frozen), Object.isExtensible(frozen));
const sealed = Object.freeze({ g: 2 });
new Stamp(sealed);
console.log(Stamp.read(sealed));

// Functions stored in fields take the field's name.
class Named {
  #f = () => 1;
  [Symbol.for("k")] = function () {};
  names() {
    return [this.#f.name, this[Symbol.for("k")].name];
  }
}
for (let i = 0; i < 3; i++) console.log(new Named().names());

// Public symbol keys: class fields and object literals.
const tag = Symbol("tag");
class Tagged {
  [tag] = 1;
  [Symbol.toStringTag] = "Tagged";
}
let tags = 0;
for (let i = 0; i < 1000; i++) {
  const t = new Tagged();
  const lit = { [tag]: i, [Symbol.iterator]: null, n: i };
  tags += t[tag] + lit[tag];
}
console.log(tags, String(new Tagged()), Object.getOwnPropertySymbols(new Tagged()));
const lits = [];
for (let i = 0; i < 3; i++) lits.push({ [tag]: i, k: i });
console.log(lits);
