// Getters read at the same sites many times, over receivers of several
// shapes: the sites' cached entries call the getter directly, so each of
// these must still behave as node does — a getter redefined or replaced by
// a data property after the site cached it, an accessor without a getter,
// a getter that throws, getters on String.prototype with strings as
// receivers, a getter as a method call's callee, holders several
// prototypes up, and private methods and function-valued private fields
// called at one site.

class Point {
  _x: number;
  constructor(x: number) {
    this._x = x;
  }
  get x() {
    return this._x * 2;
  }
}
class Flipped extends Point {
  get x() {
    return -this._x;
  }
}
class Plain {
  x = 7;
}

function readX(o: any) {
  return o.x;
}

const items: any[] = [new Point(1), new Flipped(2), new Plain(), new Point(3), { x: "literal" }, Object.create(Point.prototype)];
function round(label: string) {
  const out: string[] = [];
  for (const it of items) out.push(String(readX(it)));
  console.log(label, out.join(" "));
}
for (let i = 0; i < 3; i++) round("warm " + i);

Object.defineProperty(Point.prototype, "x", {
  get() {
    return "redefined " + this._x;
  },
  configurable: true,
});
round("redefined");
Object.defineProperty(Point.prototype, "x", { value: "data now", configurable: true, writable: true });
round("data");
delete (Point.prototype as any).x;
round("deleted");

// An accessor with only a setter reads as undefined.
class OnlySet {
  n = 0;
  set v(n: number) {
    this.n = n;
  }
}
const os: any = new OnlySet();
for (let i = 0; i < 3; i++) {
  os.v = i;
  console.log("setter only", os.v, os.n);
}

// A getter that throws, at a site that cached it.
class Boom {
  id: number;
  constructor(id: number) {
    this.id = id;
  }
  get boom(): number {
    if (this.id % 2) throw new Error("boom " + this.id);
    return this.id;
  }
}
function readBoom(b: any) {
  return b.boom;
}
for (let i = 0; i < 5; i++) {
  try {
    console.log("boom ok", readBoom(new Boom(i)));
  } catch (e) {
    console.log("caught", (e as Error).message);
  }
}

// Getters on String.prototype: the receiver is the string itself.
Object.defineProperty(String.prototype, "first", {
  get() {
    return typeof this + ":" + this[0];
  },
  configurable: true,
});
function first(s: any) {
  return s.first;
}
for (const w of ["alpha", "beta", "gamma", "delta", "epsilon", new String("boxed")]) console.log(first(w));
delete (String.prototype as any).first;
console.log("after delete", first("zeta"));

// A getter whose value is called: `o.m()` runs the getter, then calls.
class Tagged {
  tag: string;
  constructor(tag: string) {
    this.tag = tag;
  }
  get m() {
    return () => "from getter " + this.tag;
  }
}
for (const t of ["a", "b", "c"]) console.log(new Tagged(t).m());

// Holders several prototypes up, receivers at several depths.
class A1 {
  name = "a1";
  get who() {
    return "who:" + this.name;
  }
}
class A2 extends A1 {
  name2 = "x";
}
class A3 extends A2 {}
class A4 extends A3 {
  get who() {
    return "a4 " + super.who;
  }
}
const chain: any[] = [new A1(), new A2(), new A3(), new A4(), new A3(), new A2()];
for (let i = 0; i < 2; i++) console.log(chain.map((o) => o.who).join(", "));

// Private methods and function-valued private fields called at one site.
class Machine {
  #state = 0;
  #hook: () => string;
  constructor(hook: () => string) {
    this.#hook = hook;
  }
  #step(k: number) {
    this.#state += k;
    return this.#state;
  }
  run(n: number) {
    let last = 0;
    for (let i = 0; i < n; i++) last = this.#step(i);
    return last + " " + this.#hook();
  }
  swap(hook: () => string) {
    this.#hook = hook;
  }
}
const m = new Machine(() => "first hook");
console.log(m.run(4));
m.swap(() => "second hook");
console.log(m.run(3));
try {
  (Machine.prototype.run as any).call({}, 1);
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
