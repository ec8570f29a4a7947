// Function .name and .length, including inferred names.
function decl(a: any, b: any) {}
const expr = function (a: any) {};
const namedExpr = function inner() {};
const arrow = (a: any, b: any, c: any) => {};
let later: any;
later = () => {};
const obj: any = {
  method() {},
  prop: function () {},
  arrowProp: () => {},
  ["comp" + "uted"]: () => {},
  get acc() {
    return 1;
  },
};
console.log(decl.name, decl.length);
console.log(expr.name, expr.length);
console.log(namedExpr.name, namedExpr.length);
console.log(arrow.name, arrow.length);
console.log("assignment infers", later.name);
console.log(obj.method.name, obj.prop.name, obj.arrowProp.name, obj.computed.name);
console.log("anonymous", (function () {}).name === "", (() => {}).name === "");
function defaults(a: any, b = 1, c: any) {}
function rest(a: any, ...r: any[]) {}
function onlyRest(...r: any[]) {}
console.log("length with default", defaults.length, "rest", rest.length, onlyRest.length);
const sym = Symbol("desc");
const symObj: any = { [sym]: function () {}, [Symbol()]: () => {} };
console.log("symbol keyed", symObj[sym].name);
const { d = () => {} } = {} as any;
console.log("destructuring default infers", d.name);
let [arrDefault = function () {}] = [] as any[];
console.log("array destructuring default", arrDefault.name);
function takesFn(f: any) {
  return f.name;
}
console.log("argument not named", takesFn(() => {}) === "", takesFn(decl));
const alias = decl;
console.log("alias keeps name", alias.name);
const assigned: any = {};
assigned.late = () => {};
console.log("member assignment does not infer", assigned.late.name === "");
let x: any = null;
x ??= () => {};
console.log("logical assignment infers", x.name);
console.log(decl, expr, namedExpr, arrow, obj.method);
class C {
  static s() {}
  m() {}
}
console.log(C.name, C.length, C.s.name, new C().m.name);
const Anon = class {};
console.log("class expression name", Anon.name);
