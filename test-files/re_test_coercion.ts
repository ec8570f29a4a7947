// test/exec coercing their argument, RegExp(...) called on a RegExp,
// properties added to RegExp objects, RegExp subclasses.
const r = /^\d+$/;
console.log(r.test(123 as any), r.test(null as any), /null/.test(null as any), /undefined/.test(undefined as any), r.test({ toString: () => "42" } as any));
class Digits extends RegExp {
  constructor() { super("\\d+", "g"); }
  label() { return "digits:" + this.source; }
}
const d = new Digits();
console.log(d.label(), d instanceof RegExp, d instanceof Digits, d.flags, "a1b22".match(d), d);
const o = /x/ as any;
o.note = "hi";
console.log(o.note, Object.keys(o), o);
console.log(new RegExp("a", undefined).flags, RegExp.prototype.toString.call(/a\/b/g));
