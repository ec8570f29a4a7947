// Private instance methods and accessors are a brand each instance
// carries (stamped as it is initialised), not something inherited: an
// object made from the prototype lacks them, an instance whose prototype
// changed keeps them, an object a base constructor returns gets them once.

class PM {
  #m() { return "pm"; }
  get #g() { return "g"; }
  set #g(v: string) { console.log("set", v); }
  static has(o: any) { return #m in o; }
  static call(o: any) { return o.#m(); }
  static get(o: any) { return o.#g; }
  static put(o: any) { o.#g = "v"; }
  static hasG(o: any) { return #g in o; }
}
const real = new PM();
console.log(PM.has(real), PM.has(Object.create(PM.prototype)), PM.has(PM.prototype), PM.hasG(real));
Object.setPrototypeOf(real, null);
console.log(PM.has(real), PM.call(real), PM.get(real));
PM.put(real);
try { PM.call(Object.create(PM.prototype)); } catch (e: any) { console.log(e.message); }
try { PM.get({}); } catch (e: any) { console.log(e.message); }
try { (PM as any).call.call(null, {}); } catch (e: any) { console.log(e.message); }
class Base { constructor(o: any) { return o; } }
class PB extends Base { #m() { return "pb"; } static call(o: any) { return o.#m(); } }
const o = Object.freeze({});
new PB(o);
console.log(PB.call(o), Object.getOwnPropertySymbols(o).length, Object.isFrozen(o));
try { new PB(o); } catch (e: any) { console.log(e.message); }
class Sub extends PM { #own = 1; static own(x: any) { return x.#own; } }
const s = new Sub();
console.log(PM.call(s), PM.has(s), Sub.own(s), s);
class St { static #s() { return "s"; } static call(c: any) { return c.#s(); } }
class St2 extends St {}
console.log(St.call(St));
try { St.call(St2); } catch (e: any) { console.log(e.message); }
