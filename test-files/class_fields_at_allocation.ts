// Constructors whose first statements define fields on a fresh `this`.
class Point {
  x: number;
  y: number;
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }
  norm(): number {
    return Math.sqrt(this.x * this.x + this.y * this.y);
  }
}

const ps: Point[] = [];
for (let i = 0; i < 5; i++) ps.push(new Point(i, i + 1));
console.log(ps.map((p) => p.norm().toFixed(3)).join(" "));
console.log(JSON.stringify(ps[3]), Object.keys(ps[4]));

// Constant initialisers and a declared field without a store.
class Defaults {
  a = 1;
  b = "two";
  c: string | undefined;
  d = null;
  constructor() {}
}
console.log(new Defaults(), Object.keys(new Defaults()));

// A setter on the prototype: fields are defined, never set through it.
class Guarded {
  x: number;
  constructor(x: number) {
    this.x = x;
  }
}
Object.defineProperty(Guarded.prototype, "x", {
  set(v: number) {
    console.log("setter ran", v);
  },
  configurable: true,
});
const g = new Guarded(7);
console.log(g.x, Object.getOwnPropertyNames(g));

// Another new.target: its prototype, the same fields.
class Sub extends Point {
  get tag(): string {
    return "sub";
  }
}
const r = new Sub(3, 4);
console.log(r.tag, r.x, r.y, r instanceof Point, Object.keys(r), r);
const r2 = new Point(6, 8);
console.log(r2.norm(), Object.getPrototypeOf(r2) === Point.prototype, r2);
const r3 = new Sub(5, 12);
console.log(r3.norm(), r3 instanceof Sub);

// A derived class: the base's fields first, then its own.
class Point3 extends Point {
  z: number;
  constructor(x: number, y: number, z: number) {
    super(x, y);
    this.z = z;
  }
}
const q = new Point3(1, 2, 3);
console.log(q, Object.keys(q), q.norm());

// A function-valued field takes its name; it is not part of the run.
class WithFn {
  n = 1;
  f = () => this.n;
  m = 2;
  constructor() {}
}
const w = new WithFn();
console.log(w.f.name, w.f(), Object.keys(w));

// An index-like key and a duplicate store.
class Odd {
  0 = "zero";
  k: number;
  constructor(k: number) {
    this.k = k;
    this.k = k * 2;
  }
}
console.log(new Odd(5), Object.keys(new Odd(1)));

// Many instances, kept: fields survive collections.
const keep: Point3[] = [];
let sum = 0;
for (let i = 0; i < 20000; i++) {
  const p = new Point3(i, -i, i % 7);
  if (i % 100 === 0) keep.push(p);
  sum += p.x + p.y + p.z;
}
console.log(sum, keep.length, keep[10].x, keep[199].z);

// Parameter properties: the parameters' values, read before `this` exists.
class Node2 {
  constructor(
    public left: Node2 | null,
    public right: Node2 | null,
    readonly tag: string = "n",
  ) {}
  count(): number {
    return 1 + (this.left ? this.left.count() : 0) + (this.right ? this.right.count() : 0);
  }
}
function build(d: number): Node2 {
  return d === 0 ? new Node2(null, null) : new Node2(build(d - 1), build(d - 1), "t" + d);
}
const tree = build(10);
console.log(tree.count(), tree.tag, tree.left!.tag, Object.keys(tree), new Node2(null, null));
