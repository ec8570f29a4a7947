// `new C(…)` where C names a class: the direct construction entry, the
// per-constructor instance cache, parameter properties defined with their
// values, and every way the speculation and the cache must step aside.

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
  norm(): number {
    return Math.sqrt(this.x * this.x + this.y * this.y);
  }
}

let sum = 0;
for (let i = 0; i < 2000; i++) {
  const p = new Point(i, i + 1);
  sum += p.x + p.y;
}
console.log(sum, new Point(3, 4).norm(), new Point(1, 2));
console.log(Object.keys(new Point(5, 6)), new Point(7, 8) instanceof Point);

// Too few and too many arguments.
const few = new (Point as any)(1);
console.log(few, few.y === undefined);
const many = new (Point as any)(1, 2, 3);
console.log(many);

// A parameter property with a default, and fields without initialisers.
class Opts {
  declare kind: string;
  label?: string;
  constructor(
    public size = 10,
    readonly name: string = "n" + size,
  ) {}
}
console.log(new Opts(), new Opts(3), new Opts(4, "four"), Object.keys(new Opts()));

// A field initialiser sees the parameter property still undefined.
class Seen {
  seen = (this as any).v;
  constructor(public v: number) {}
}
console.log(new Seen(1), new Seen(2).seen);

// A setter on the prototype is not called by a parameter property.
class Base0 {
  set w(value: number) {
    console.log("setter", value);
  }
}
class WithSetter extends Base0 {
  constructor(public w: number) {
    super();
  }
}
console.log(new WithSetter(9).w, Object.getOwnPropertyDescriptor(new WithSetter(2), "w"));

// Constructors that return objects or primitives.
class ReturnsObject {
  constructor(public a: number) {
    if (a > 1) return { replaced: a } as any;
  }
}
class ReturnsPrimitive {
  v = 1;
  constructor() {
    return 42 as any;
  }
}
console.log(new ReturnsObject(1), new ReturnsObject(2), new ReturnsPrimitive());

// The same constructor reached with other new.targets (subclasses share
// the base's cache, with more inline slots).
class Animal {
  constructor(public name: string) {}
}
class Dog extends Animal {
  constructor(
    name: string,
    public breed: string,
  ) {
    super(name);
  }
}
class Cat extends Animal {
  lives = 9;
}
const zoo: Animal[] = [];
for (let i = 0; i < 6; i++) {
  zoo.push(i % 3 === 0 ? new Animal("a" + i) : i % 3 === 1 ? new Dog("d" + i, "b" + i) : new Cat("c" + i));
}
console.log(zoo);
class Puppy extends Dog {}
console.log(new Puppy("p", "pb"), new Puppy("p", "pb") instanceof Dog, new Animal("again"));

// A binding named like a class that holds something else.
{
  // eslint-disable-next-line @typescript-eslint/no-shadow
  const Point = class {
    constructor(public z: number) {}
  };
  console.log(new Point(1));
}
let Mutable: any = class Mutable {
  constructor(public m: number) {}
};
console.log(new Mutable(1));
Mutable = Point;
console.log(new Mutable(2, 3));
Mutable = 5;
try {
  console.log(new Mutable(3));
} catch (e) {
  console.log((e as Error).message);
}

// new.target inside a base constructor, and a class made in a loop: each
// class object is its own new.target.
class Target {
  t: string;
  constructor() {
    this.t = new.target.name;
  }
}
class SubTarget extends Target {}
console.log(new Target(), new SubTarget());
const made: unknown[] = [];
for (let i = 0; i < 3; i++) {
  const K = class {
    constructor(public k: number) {}
  };
  made.push(new K(i), new K(i * 10));
}
console.log(made);

// Construction in a long loop keeps working across collections.
class Node2 {
  constructor(
    public left: Node2 | null,
    public right: Node2 | null,
  ) {}
}
function tree(d: number): Node2 {
  return d === 0 ? new Node2(null, null) : new Node2(tree(d - 1), tree(d - 1));
}
function count(n: Node2 | null): number {
  return n === null ? 0 : 1 + count(n.left) + count(n.right);
}
let total = 0;
for (let r = 0; r < 40; r++) total += count(tree(10));
console.log(total);
