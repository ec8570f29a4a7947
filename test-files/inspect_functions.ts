// Functions print as [Function: name] or [Function (anonymous)].
function declared() {}
const expr = function () {};
const namedExpr = function realName() {};
const arrow = () => {};
console.log(declared, expr, namedExpr, arrow);
console.log([function () {}, () => {}]);
console.log({ method() {}, arrowProp: () => {}, fnProp: function () {}, named: function n2() {} });
const obj: any = { get g() { return 1; } };
console.log(obj);
console.log(declared.bind(null), arrow.bind(null), (function () {}).bind(null));
const o2: any = {};
o2.assigned = function () {};
o2.arrowAssigned = () => {};
console.log(o2);
const holder: any[] = [];
holder.push(function () {});
console.log(holder);
const sym = Symbol("symFn");
const symHolder: any = { [sym]: () => {} };
console.log(symHolder[sym], symHolder);
console.log({ "quoted-key"() {}, 42: function () {} });
console.log([[[declared]]], [[[[declared]]]]);
function outer() {
  return function inner() {};
}
console.log(outer(), outer);
console.log(Object, Function, Array, Symbol);
