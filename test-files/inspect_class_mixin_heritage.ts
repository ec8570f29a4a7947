// node's inspect tells a class by its source text: one whose extends
// clause holds a parenthesis (a mixin call) prints as a function.
type Ctor<T = {}> = new (...args: any[]) => T;
function Named<B extends Ctor>(Base: B) {
  return class extends Base { label = "n"; };
}
function Timestamped<B extends Ctor>(Base: B) {
  return class Timestamped extends Base { at = 0; };
}
class Base0 { x = 1; }
class C extends Named(Base0) { y = 2; }
class D extends Timestamped(Named(Base0)) {}
const mixins = { Named };
class E extends mixins.Named(Base0) {}
class F extends (Base0) {}
class G extends (Base0 as Ctor) {}
class H extends (true ? Base0 : Base0) {}
class I extends [Base0][0] {}
class J extends (Base0)! {}
console.log(C, D, E, F, G, H, I, J);
console.log([C, D], { C });
console.log(new C(), new D(), Object.getPrototypeOf(D));
class K extends class Inner extends Base0 { m() {} } {}
class L extends class Inner2 extends Named(Base0) {} {}
console.log(K, L);
