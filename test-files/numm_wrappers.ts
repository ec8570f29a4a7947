// Number(), String() and Boolean() as functions (conversion) and as
// constructors (wrapper objects), and their prototypes' valueOf/toString.
const values: any[] = [0, -0, 1, "", "0", "abc", " 12 ", null, undefined, true, false, NaN, [], [0], {}];
for (let i = 0; i < values.length; i++) {
  const v = values[i];
  console.log(String(v), Number(v), Boolean(v), typeof new Number(v), typeof new Boolean(v));
}
const n = new Number(42);
const b = new Boolean(false);
const s = new String("hi");
console.log(typeof n, typeof b, typeof s, n instanceof Number, b instanceof Boolean);
console.log(n.valueOf(), b.valueOf(), s.valueOf(), n.toString(), b.toString(), s.toString());
console.log(n + 1, b ? "truthy wrapper" : "falsy", s + "!", String(n), Number(b));
console.log(n, b, s);
console.log(new Number(), new Boolean(), new Number(-0), new Number(NaN));
console.log(Object.prototype.toString.call(n), Object.prototype.toString.call(b));
console.log(Boolean.prototype.toString.call(true), Boolean.prototype.valueOf.call(new Boolean(true)), Boolean.prototype.toString(), Number.prototype.toFixed(2));
console.log((true).toString(), (false).valueOf(), (12).valueOf(), Number.prototype.valueOf.call(-0));
const S = String;
console.log(S(Symbol("desc")), Number("  0b101  "), Boolean(Symbol()));
class MyNum extends Number {
  twice() { return this.valueOf() * 2; }
}
const m = new MyNum(21);
console.log(m.twice(), m instanceof MyNum, m instanceof Number, m.toFixed(1));
console.log(Boolean.prototype.toString.call(1));
