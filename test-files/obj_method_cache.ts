// Method-call sites cache a prototype's method by the receiver's shape and
// the prototype's shape: every way the answer can change must be seen.

class Shape2 {
  constructor(public w: number, public h: number) {}
  area(): number {
    return this.w * this.h;
  }
  name(): string {
    return "shape";
  }
}
class Square extends Shape2 {
  constructor(s: number) {
    super(s, s);
  }
  name(): string {
    return "square";
  }
}
class Circle {
  constructor(public r: number) {}
  area(): number {
    return Math.round(3.14159 * this.r * this.r);
  }
  name(): string {
    return "circle";
  }
}

function describe(x: { area(): number; name(): string }): string {
  return x.name() + ":" + x.area();
}

const items: { area(): number; name(): string }[] = [];
for (let i = 1; i <= 4; i++) {
  items.push(new Shape2(i, i + 1));
  items.push(new Square(i));
  items.push(new Circle(i));
}
const out: string[] = [];
for (let round = 0; round < 3; round++) {
  for (const it of items) out.push(describe(it));
}
console.log(out.slice(0, 12).join(" "));
console.log(out.length);

// The prototype's method is replaced after the site has cached it.
const s = new Shape2(2, 3);
const seen: string[] = [];
for (let i = 0; i < 6; i++) {
  if (i === 3) {
    Shape2.prototype.name = function () {
      return "renamed";
    };
  }
  seen.push(s.name());
}
console.log(seen.join(","));

// A method added to the prototype after a miss was cached.
const p = { x: 1 } as { x: number; hello?: () => string };
const misses: string[] = [];
const proto = Object.getPrototypeOf(p);
for (let i = 0; i < 4; i++) {
  if (i === 2) proto.hello = () => "hi";
  misses.push(typeof p.hello === "function" ? p.hello() : "none");
}
delete proto.hello;
console.log(misses.join(","), typeof (p as any).hello);

// An own property shadows the prototype's method.
const t = new Circle(1);
const names: string[] = [];
for (let i = 0; i < 4; i++) {
  if (i === 2) (t as any).name = () => "own";
  names.push(t.name());
}
console.log(names.join(","));

// The receiver's prototype changes (same receiver shape).
class A {
  who(): string {
    return "A";
  }
}
class B {
  who(): string {
    return "B";
  }
}
const a = new A();
const whos: string[] = [];
for (let i = 0; i < 4; i++) {
  if (i === 2) Object.setPrototypeOf(a, B.prototype);
  whos.push(a.who());
}
console.log(whos.join(","));

// Accessors, deeper prototypes and null prototypes at method sites.
class Base {
  get tag(): () => string {
    return () => "from-getter";
  }
  deep(): string {
    return "deep";
  }
}
class Mid extends Base {}
class Leaf extends Mid {}
const leaf = new Leaf();
const r: string[] = [];
for (let i = 0; i < 3; i++) r.push(leaf.tag(), leaf.deep());
console.log(r.join(","));
const bare = Object.create(null) as { f?: () => string };
try {
  for (let i = 0; i < 3; i++) {
    if (i === 1) bare.f = () => "bare";
    console.log(bare.f!());
  }
} catch (e) {
  console.log((e as Error).message);
}

// A class with many methods (more than the default inline slots).
class Many {
  m1() { return 1; }
  m2() { return 2; }
  m3() { return 3; }
  m4() { return 4; }
  m5() { return 5; }
  m6() { return 6; }
  m7() { return 7; }
  m8() { return 8; }
}
const m = new Many();
let sum = 0;
for (let i = 0; i < 10; i++) sum += m.m1() + m.m4() + m.m8();
console.log(sum);
