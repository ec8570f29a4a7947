// Object.prototype.toString's tags: built-in kinds, primitives (boxed),
// null/undefined, and Symbol.toStringTag (own, inherited, non-string).
const ts = Object.prototype.toString;
const values: any[] = [
  undefined, null, 1, -0, NaN, "s", true, Symbol("x"), [], [1, 2], {}, function () {},
  () => 1, class A {}, new Error("e"), new TypeError("t"), new Number(1), new String("s"),
  new Boolean(false), Math, Object.create(null), Number.prototype, Array.prototype,
];
for (let i = 0; i < values.length; i++) console.log(i, ts.call(values[i]));
console.log(ts.call({ [Symbol.toStringTag]: "Custom" }));
console.log(ts.call({ [Symbol.toStringTag]: 42 }));
class Tagged {
  get [Symbol.toStringTag]() { return "Tagged!"; }
}
console.log(ts.call(new Tagged()), String(new Tagged()), `${new Tagged()}`);
const arr: any = [1];
arr[Symbol.toStringTag] = "NotArray";
console.log(ts.call(arr));
console.log(Math[Symbol.toStringTag], String(Math), Math + "");
function f() { return ts.call(arguments); }
console.log(f());
