// A private method or accessor used on an object that lacks it: V8 names
// the class ("anonymous" without a binding of its own).
const K = class { #m() {} static t(o: any) { return o.#m(); } };
try { K.t({}); } catch (e) { console.log((e as Error).message); }
class P {
  #m() {}
  static t(o: any) { return o.#m; }
  static s(o: any) { o.#m = 1; }
  get #g() { return 1; }
  static g(o: any) { return o.#g; }
  set #w(v: number) {}
  static w(o: any) { o.#w = 1; }
  static #sm() {}
  static sm(o: any) { return o.#sm(); }
  #f = 1;
  static f(o: any) { return o.#f; }
  static setf(o: any) { o.#f = 2; }
  static has(o: any) { return #m in o; }
}
for (const fn of [() => P.t({}), () => P.s({}), () => P.g({}), () => P.w({}), () => P.sm({}), () => P.t(1), () => P.sm(null), () => P.f({}), () => P.setf({}), () => P.s(new P()), () => P.w(new P())]) {
  try { console.log(fn()); } catch (e) { console.log((e as Error).message); }
}
class Q extends P {}
console.log(P.t(new Q()) !== undefined, P.has(new Q()), P.has({}));
try { P.sm(Q); } catch (e) { console.log((e as Error).message); }
