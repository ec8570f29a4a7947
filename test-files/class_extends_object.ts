// A class extending Object gets new.target's prototype from super(); a
// heritage whose prototype is neither an object nor null is a TypeError;
// an arrow in a static method, accessor, block or initialiser reaches the
// static home object through super.

class Ob extends Object { p = 1; m() { return "m"; } }
const o = new Ob();
console.log(o instanceof Ob, Object.getPrototypeOf(o) === Ob.prototype, o);
console.log(o.m());
class Ob2 extends Object { constructor(x: any) { super(x); } }
console.log(new Ob2(5), new Ob2({ a: 1 }), Object.getPrototypeOf(new Ob2(5)) === Ob2.prototype);

function P() {}
(P as any).prototype = 3;
try { class Z extends (P as any) {} console.log("no error", Z); } catch (e: any) { console.log(e.message); }
(P as any).prototype = null;
class Y extends (P as any) {}
console.log(Object.getPrototypeOf(Y.prototype));
(P as any).prototype = "str";
try { class Z extends (P as any) {} console.log("no error", Z); } catch (e: any) { console.log(e.message); }

class A { static s() { return "static"; } s() { return "instance"; } static get g() { return "sg"; } }
class B extends A {
  static m() { const f = () => super.s(); return f(); }
  static get n() { return [1].map(() => super.s() + (() => super.g)()).join(); }
  static x = (() => super.s())();
  static { console.log("block", (() => super.s())()); }
  i() { return (() => super.s())(); }
}
console.log(B.m(), B.n, B.x, new B().i());
