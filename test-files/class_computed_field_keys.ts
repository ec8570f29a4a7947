// Computed field keys are evaluated (and converted by ToPropertyKey) once,
// when the class is defined, in source order with the methods' keys; and
// new.target is undefined in field initialisers, also inside their arrows.

const log: string[] = [];
const key = (s: string) => ({ toString() { log.push("ts:" + s); return s; } });
class Base {
  [key("a") as any] = log.push("init a");
  constructor() { log.push("base ctor"); }
}
class Derived extends Base {
  [key("b") as any] = log.push("init b");
  static [key("s") as any] = log.push("init s");
  get [key("g") as any]() { return 1; }
  constructor() { log.push("before super"); super(); log.push("after super"); }
}
log.push("defined");
const d = new Derived();
new Derived();
console.log(log.join(" | "));
console.log(Object.keys(d));
const made: any[] = [];
for (let i = 0; i < 3; i++) {
  const C = class { ["f" + i] = i * 10; static ["s" + i] = i; };
  made.push(new C(), C);
}
console.log(made.map((x) => JSON.stringify(x)).join(" "), made.filter((x) => typeof x === "function").map((c) => Object.keys(c)));
const sym = Symbol("k");
class S { [sym] = 1; [Symbol.toStringTag] = "Tagged"; }
console.log(new S(), String(new S()));
try {
  class T { [(() => { throw new Error("key boom"); })()] = 1; }
  console.log("not reached", T);
} catch (e) { console.log("caught", (e as Error).message); }
function F(this: any) {
  class B { static f = () => new.target; g = () => new.target; }
  const h = () => new.target;
  return [typeof B.f(), typeof new B().g(), typeof h()];
}
console.log(F(), new (F as any)());
let counter = 0;
class K { [counter++] = counter; [counter++] = counter; }
console.log(new K(), new K(), counter);
class M { ["constructor" + ""] = 1; ["x"] = 2; [`y`] = 3; }
console.log(new M());

class A2 {
  f = () => new.target;
  g = new.target;
  constructor() {
    const h = () => new.target;
    console.log(typeof h());
  }
}
const a2 = new A2();
console.log(typeof a2.f(), typeof a2.g);
function outer2(this: any) {
  class B2 {
    f = () => new.target;
  }
  return new B2().f();
}
console.log(typeof outer2());
console.log(typeof new (outer2 as any)());
const log2: string[] = [];
let n = 0;
const k2 = () => { log2.push("key" + n); return "k" + n++; };
class C2 {
  [k2()] = 1;
  static [k2()] = 2;
  [k2()]() { return 3; }
  [k2()] = 4;
}
console.log(log2.join(","));
const c3 = new C2(), c4 = new C2();
console.log(Object.keys(c3).join(","), Object.keys(c4).join(","), Object.keys(C2).join(","), log2.join(","));
class D2 {
  [Symbol.iterator] = 1;
  [1 + 1] = "two";
  ["x" + this] = 5;
}
console.log(Object.keys(new D2()));
