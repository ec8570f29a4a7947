// Private names read and written at the same sites many times over
// objects of several shapes (the sites' caches fill, then meet objects
// that lack the name, carry another class's name of the same spelling,
// or hold a method or accessor under it). Every outcome must stay node's.

class Counter {
  #count = 0;
  #step: number;
  label: string;
  static #made = 0;

  constructor(step: number, label: string) {
    this.#step = step;
    this.label = label;
    Counter.#made++;
  }

  #bump() {
    this.#count += this.#step;
    return this.#count;
  }

  get #double() {
    return this.#count * 2;
  }
  set #double(v: number) {
    this.#count = v / 2;
  }

  run(n: number) {
    let last = 0;
    for (let i = 0; i < n; i++) last = this.#bump();
    return last;
  }

  static count(o: any) {
    return o.#count;
  }
  static setCount(o: any, v: number) {
    o.#count = v;
  }
  static double(o: any) {
    return o.#double;
  }
  static setDouble(o: any, v: number) {
    o.#double = v;
  }
  static bumpOf(o: any) {
    return o.#bump;
  }
  static setBump(o: any) {
    o.#bump = () => 0;
  }
  static has(o: any) {
    return #count in o;
  }
  static made() {
    return Counter.#made;
  }
}

class Sub extends Counter {
  extra = "x";
  more = [1, 2];
}

// A class with the same spelling of its private names: different names.
class Lookalike {
  #count = 100;
  static count(o: any) {
    return o.#count;
  }
}

const objs: any[] = [];
for (let i = 0; i < 12; i++) {
  const o = i % 3 === 0 ? new Sub(i, "s" + i) : new Counter(i, "c" + i);
  if (i % 4 === 1) o.added = i; // a shape the class never made
  if (i === 7) Object.freeze(o);
  objs.push(o);
}

let sum = 0;
for (let round = 0; round < 3; round++) {
  for (const o of objs) {
    sum += o.run(2);
    sum += Counter.count(o);
    Counter.setCount(o, Counter.count(o) + 1);
    sum += Counter.double(o);
    Counter.setDouble(o, 10);
    sum += Counter.count(o);
    sum += o.label.length;
  }
}
console.log("sum", sum, "made", Counter.made());
console.log(objs.map((o) => Counter.count(o)).join(","));
console.log(typeof Counter.bumpOf(objs[0]), Counter.bumpOf(objs[1]) === Counter.bumpOf(objs[3]));
console.log(objs.every((o) => Counter.has(o)), Counter.has({}), Counter.has(new Lookalike()));

function attempt(what: string, f: () => unknown) {
  try {
    console.log(what, "->", f());
  } catch (e: any) {
    console.log(what, "threw", e.constructor.name + ":", e.message);
  }
}

// After the caches are warm: objects without the name, or with another's.
attempt("count of a plain object", () => Counter.count({ label: "p" }));
attempt("count of a lookalike", () => Counter.count(new Lookalike()));
attempt("lookalike of a counter", () => Lookalike.count(objs[2]));
attempt("count of null", () => Counter.count(null));
attempt("count of a number", () => Counter.count(42));
attempt("set count on a plain object", () => Counter.setCount({}, 1));
attempt("write a private method", () => Counter.setBump(objs[4]));
attempt("double of a plain object", () => Counter.double({}));
attempt("set double on a lookalike", () => Counter.setDouble(new Lookalike(), 4));
attempt("count of the frozen one", () => Counter.count(objs[7]));
attempt("set count on the frozen one", () => (Counter.setCount(objs[7], 5), Counter.count(objs[7])));

// A class evaluated twice makes two sets of names.
function makeBox() {
  return class Box {
    #v: number;
    constructor(v: number) {
      this.#v = v;
    }
    static v(o: any) {
      return o.#v;
    }
  };
}
const A = makeBox();
const B = makeBox();
const as = [new A(1), new A(2), new A(3)];
let t = 0;
for (let i = 0; i < 30; i++) t += A.v(as[i % 3]);
console.log("box total", t);
attempt("B's name on an A", () => B.v(as[0]));
attempt("A's name on a B", () => A.v(new B(9)));

// Many private fields and public ones: the public ones stay readable as
// the object grows past its first shape.
class Wide {
  #a = 1;
  #b = 2;
  #c = 3;
  p = 4;
  q = 5;
  #m() {
    return this.#a + this.#b + this.#c;
  }
  total() {
    return this.#m() + this.p + this.q;
  }
}
let w = 0;
const ws = [new Wide(), new Wide(), new Wide()];
(ws[1] as any).r = 6;
for (let i = 0; i < 30; i++) {
  const x = ws[i % 3];
  w += x.total() + x.p;
}
console.log("wide", w, Object.keys(ws[1]).join(","));
console.log(ws[0], ws[1]);
