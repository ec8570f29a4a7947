// typeof for primitives, functions and undeclared-free expressions.
function f(): void {}
const arrow = (x: number) => x;
const fexpr = function named() { return 1; };
console.log(typeof 1, typeof 1.5, typeof -0, typeof NaN, typeof Infinity, typeof (2 ** 53));
console.log(typeof "", typeof "abc", typeof `t${1}`, typeof "😀"[0]);
console.log(typeof true, typeof false, typeof !0);
console.log(typeof null, typeof undefined, typeof void 0);
console.log(typeof f, typeof arrow, typeof fexpr, typeof f());
console.log(typeof typeof 1, typeof (1 + "1"), typeof (("3" as any) * 1));
let u: any;
console.log("uninitialised let", typeof u);
var hoisted: any;
console.log("var", typeof hoisted);
const r = typeof 0 === "number" ? "number branch" : "other";
console.log(r);
function kind(x: any): string {
  switch (typeof x) {
    case "number":
      return x !== x ? "nan" : "num";
    case "string":
      return "str(" + x.length + ")";
    case "boolean":
      return "bool";
    case "undefined":
      return "undef";
    case "object":
      return x === null ? "null" : "obj";
    case "function":
      return "fn";
    default:
      return "?";
  }
}
console.log(kind(1), kind(NaN), kind("ab"), kind(false), kind(undefined), kind(null), kind(kind));
console.log((typeof 1).length, typeof (typeof null));
