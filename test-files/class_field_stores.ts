// A constructor whose first statements store parameters or literals into
// fields the class declares: the fields are defined with those values at
// once. Everything that could tell the difference keeps the long way.

class Point {
  x: number;
  y: number;
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }
}
let sum = 0;
for (let i = 0; i < 1000; i++) sum += new Point(i, 2 * i).y;
console.log(sum, new Point(1, 2), Object.keys(new Point(3, 4)));

// Declaration order decides the property order, not the stores' order.
class Swapped {
  y: string;
  x: string;
  z: string;
  constructor(a: string, b: string) {
    this.x = a;
    this.y = b;
    this.z = "lit";
  }
}
console.log(new Swapped("a", "b"), JSON.stringify(new Swapped("c", "d")));

// Literals of every kind, and a parameter with a default.
class Lits {
  n: number;
  s: string;
  b: boolean;
  z: null;
  d: number;
  constructor(d = 7) {
    this.n = 1.5;
    this.s = "two";
    this.b = true;
    this.z = null;
    this.d = d;
  }
}
console.log(new Lits(), new Lits(3));

// The same field stored twice, and a store of something else: only the
// first stores fold, the rest run as written.
class Twice {
  a: number;
  b: number;
  c: number;
  constructor(v: number) {
    this.a = v;
    this.a = v + 1;
    this.b = v * 10;
    this.c = this.a + this.b;
  }
}
console.log(new Twice(1));
const outside = 99;
class Global {
  g: number;
  h: number;
  constructor(h: number) {
    this.g = outside;
    this.h = h;
  }
}
console.log(new Global(5));

// A `declare`d field is not defined: its store is a real assignment that
// reaches a setter on the prototype.
class WithSetter {
  set tracked(v: number) {
    console.log("setter saw", v);
    (this as any)._t = v;
  }
}
class Declared extends WithSetter {
  constructor() {
    super();
  }
}
class Base2 {
  set value(v: number) {
    console.log("base setter", v);
  }
}
class DeclaredValue extends Base2 {
  declare value: number;
  other: number;
  constructor(v: number) {
    super();
    this.value = v;
    this.other = v;
  }
}
console.log(new Declared(), new DeclaredValue(4));
class Own {
  declare tracked: number;
  plain: number;
  constructor(v: number) {
    this.tracked = v;
    this.plain = v;
  }
}
Object.defineProperty(Own.prototype, "tracked", {
  set(v: number) {
    console.log("own prototype setter", v);
  },
  configurable: true,
});
console.log(new Own(8));

// A field with an initialiser anywhere in the class keeps every store.
class Mixed {
  a: number;
  b = (this as any).a;
  constructor(a: number) {
    this.a = a;
  }
}
console.log(new Mixed(3));

// Parameter properties and declared fields together.
class Both {
  declared: string;
  constructor(
    public p: number,
    d: string,
  ) {
    this.declared = d;
  }
}
console.log(new Both(1, "d"), Object.keys(new Both(2, "e")));

// A subclass's stores stay after super().
class Sub extends Point {
  z: number;
  constructor(x: number, y: number, z: number) {
    super(x, y);
    this.z = z;
  }
}
console.log(new Sub(1, 2, 3));

// Many constructions across collections.
const kept: Point[] = [];
for (let i = 0; i < 20000; i++) {
  const p = new Point(i, -i);
  if (i % 1000 === 0) kept.push(p);
}
console.log(kept.length, kept[3], kept[19].x + kept[19].y);
