// Private names: a class the module body evaluates once (outside loops and
// functions) has one set of names for the whole run, and kiln's `o.#x`
// sites of such a class test an object's shape alone. A class evaluated in
// a loop, in a loop's head or by a function gets new names each time: a
// site shared by those evaluations must still tell the names apart, also
// for objects of the same layout.

class Counter {
  #count = 0;
  static #made = 0;
  #step;
  constructor(step) {
    this.#step = step;
    Counter.#made++;
  }
  #bump() {
    this.#count += this.#step;
    return this;
  }
  get value() {
    return this.#count;
  }
  set value(v) {
    this.#count = v;
  }
  tick(n) {
    for (let i = 0; i < n; i++) this.#bump();
    return this.#count;
  }
  static made() {
    return Counter.#made;
  }
  static isCounter(o) {
    return #step in o;
  }
  static stepOf(o) {
    return o.#step;
  }
}

const cs = [new Counter(1), new Counter(2), new Counter(3)];
let total = 0;
for (let r = 0; r < 50; r++) for (const c of cs) total += c.tick(2);
cs[1].value = -5;
console.log(total, cs.map((c) => c.value), Counter.made());
console.log(Counter.isCounter(cs[0]), Counter.isCounter({}), Counter.isCounter(Counter));
for (const o of [cs[2], {}, Object.create(cs[0]), null]) {
  try {
    console.log("step", Counter.stepOf(o));
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
}

// One class per turn of a loop: same layout, different names.
const made = [];
for (let i = 0; i < 3; i++) {
  class Box {
    #v = i;
    static read(o) {
      return o.#v;
    }
    static write(o, v) {
      o.#v = v;
    }
  }
  made.push([Box, new Box()]);
}
for (const [B] of made) {
  const seen = [];
  for (const [, o] of made) {
    try {
      B.write(o, B.read(o) + 10);
      seen.push(B.read(o));
    } catch (e) {
      seen.push(e.constructor.name);
    }
  }
  console.log(seen.join(" "));
}

// Classes made in a loop's head.
const heads = [];
for (let i = 0; i < 2; i++, heads.push(class { #h = i; static h(o) { return o.#h; } }));
const [H0, H1] = heads;
for (const [H, o] of [[H0, new H0()], [H1, new H1()], [H1, new H0()], [H0, new H0()]]) {
  try {
    console.log("head", H.h(o));
  } catch (e) {
    console.log(e.constructor.name + ": " + e.message);
  }
}

// Classes a function makes.
function makePoint() {
  return class Point {
    #x;
    constructor(x) {
      this.#x = x;
    }
    static x(p) {
      return p.#x;
    }
  };
}
const P1 = makePoint();
const P2 = makePoint();
const p1 = new P1(1);
console.log(P1.x(p1), P2.x(new P2(2)));
try {
  P2.x(p1);
} catch (e) {
  console.log(e.constructor.name + ": " + e.message);
}

// A class in a `finally` and in a `switch`, evaluated once each.
let Fin;
try {
  Fin = null;
} finally {
  Fin = class {
    #f = "fin";
    static f(o) {
      return o.#f;
    }
  };
}
let Sw;
switch (cs.length) {
  case 3:
    Sw = class {
      #s = "sw";
      static s(o) {
        return o.#s;
      }
    };
    break;
}
console.log(Fin.f(new Fin()), Sw.s(new Sw()));
try {
  Fin.f(new Sw());
} catch (e) {
  console.log(e.constructor.name + ": " + e.message);
}
