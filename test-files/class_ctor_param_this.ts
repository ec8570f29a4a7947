// A constructor's parameter defaults see `this`: a base class's new object
// with its fields already initialised, a derived class's in its TDZ.
class F { constructor(c: any = this) { console.log(c === this, typeof c); } }
new F();
class B {}
class D extends B { constructor(x: any = this) { super(); console.log(typeof x); } }
try { new D(); } catch (e: any) { console.log(e.constructor.name, e.message); }
class G { a = 1; b = this.a + 1; constructor(public c = this.a + this.b, d = () => this.a) { console.log(c, d(), this); } }
new G();
class H { x = 5; constructor(public p: number, ...rest: number[]) { console.log(p, rest, this); } }
new H(1, 2, 3);
class I { f = (() => this)(); constructor({ a, b = this.f === this }: any = {}) { console.log(a, b); } }
new I({ a: 1 });
class J extends G { y = 9; constructor(q = 3) { super(q); console.log("J", q, this.y); } }
new J();
class K { k = 1; constructor(public m: number, n = m * 2) { this.k = n; } }
console.log(new K(4));
