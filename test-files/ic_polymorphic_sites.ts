// Sites that see several shapes keep their further entries where the
// generated code checks them (kiln.h kl_poly_find): own fields, methods one,
// two and three prototypes up. Every way the answer can change after the
// entries are filled must be seen: a prototype's method replaced, deleted
// (the one further up shows through), turned into an accessor, a prototype
// swapped, an own property shadowing the method, and more shapes than the
// site keeps.

class Base {
  tag = "base";
  who(): string {
    return "Base.who";
  }
  deep(): string {
    return "Base.deep";
  }
}
class A extends Base {
  a = 1;
  who(): string {
    return "A.who";
  }
}
class B extends Base {
  b = 2;
  who(): string {
    return "B.who";
  }
}
class C extends A {
  c = 3;
  who(): string {
    return "C.who";
  }
}
class D extends C {
  d = 4;
}
class E extends B {
  e = 5;
  who(): string {
    return "E.who";
  }
}

function who(x: Base): string {
  return x.who();
}
function deep(x: Base): string {
  return x.deep();
}
function tagOf(x: Base): string {
  return x.tag;
}

const objs: Base[] = [new A(), new B(), new C(), new D(), new E()];
function round(label: string): void {
  const out: string[] = [];
  for (const o of objs) out.push(who(o) + "/" + deep(o) + "/" + tagOf(o));
  console.log(label, out.join(" "));
}

for (let i = 0; i < 3; i++) round("start");

// A method three prototypes up (D -> C -> A -> Base) is replaced.
Base.prototype.deep = function (): string {
  return "Base.deep2";
};
round("replaced");

// A class's own method is deleted: the one above it shows through.
delete (C.prototype as any).who;
round("deleted");

// A prototype's method becomes an accessor.
Object.defineProperty(B.prototype, "who", {
  get() {
    return () => "B.getter";
  },
  configurable: true,
});
round("accessor");

// An instance gets an own property of the same name.
(objs[0] as any).who = () => "own";
round("own");

// An instance's prototype is swapped.
Object.setPrototypeOf(objs[4], A.prototype);
round("swapped");

// A field is deleted from one instance (its shape changes).
delete (objs[1] as any).tag;
round("no tag");

// Polymorphic own-field loads: the same key at different offsets.
function xOf(o: { x: number }): number {
  return o.x;
}
const shapes: { x: number }[] = [
  { x: 1 },
  { y: 0, x: 2 } as { x: number },
  { z: 0, y: 0, x: 3 } as { x: number },
  { w: 0, z: 0, y: 0, x: 4 } as { x: number },
  { v: 0, w: 0, z: 0, y: 0, x: 5 } as { x: number },
  { u: 0, v: 0, w: 0, z: 0, y: 0, x: 6 } as { x: number },
];
let sum = 0;
for (let i = 0; i < 60; i++) sum += xOf(shapes[i % 3]);
console.log("3 shapes", sum);
for (let i = 0; i < 60; i++) sum += xOf(shapes[i % 6]);
console.log("6 shapes", sum);
shapes[2].x = 30;
Object.defineProperty(shapes[1], "x", { get: () => 20 });
sum = 0;
for (let i = 0; i < 6; i++) sum += xOf(shapes[i]);
console.log("changed", sum);

// A method found on Object.prototype through several classes.
function str(o: object): string {
  return o.toString();
}
class P {}
class Q extends P {}
class R extends Q {}
const list = [new P(), new Q(), new R(), {}, []];
const strs: string[] = [];
for (let i = 0; i < 10; i++) strs.push(str(list[i % list.length]));
console.log(strs.join(","));
(R.prototype as any).toString = () => "R!";
console.log(list.map(str).join(","));
