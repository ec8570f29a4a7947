// A body `var` named like a parameter: with expressions in the parameter
// list it is a separate binding (its own var environment) that starts with
// the parameter's value, so closures made in the parameter list still see
// the parameter; with a simple parameter list it is the parameter itself.
function basic(a: any, g = () => a) {
  var a: any;
  a = 3;
  return [g(), a];
}
console.log("basic", basic(1));

function noInit(a: any, g = () => a) {
  var a: any;
  return [g(), a];
}
console.log("var without initialiser keeps the value", noInit(1));

function withInit(a: any, g = () => a) {
  var a: any = 2;
  return [g(), a];
}
console.log("var with initialiser", withInit(1));

function bodyClosure(a: any, g = () => a) {
  var a: any = 2;
  const h = () => a;
  a = 3;
  return [g(), h(), a];
}
console.log("closure in the body sees the body var", bodyClosure(1));

function writesParam(a: any, set = (v: any) => { a = v; }, get = () => a) {
  var a: any;
  set(9);
  return [a, get()];
}
console.log("closure writes the parameter", writesParam(1));

function defaultUsesParam(a: any, b = a + 1, g = () => [a, b]) {
  var a: any = 100;
  var b: any = 200;
  return [g(), a, b];
}
console.log("two parameters", defaultUsesParam(1));

function destructured({ a }: any, g = () => a) {
  var a: any;
  a = 5;
  return [g(), a];
}
console.log("destructured parameter", destructured({ a: 1 }));

function inBlocks(a: any, g = () => a) {
  if (a) {
    for (var a: any = 0; a < 3; a++) {}
  }
  return [g(), a];
}
console.log("var in nested statements", inBlocks(1));

function withArguments(a: any, g = () => a) {
  var a: any = arguments.length;
  return [g(), a];
}
console.log("arguments", withArguments(1));

class Holder {
  v: any;
  constructor(a: any, g = () => a) {
    var a: any = "body";
    this.v = [g(), a];
  }
}
console.log("constructor", new Holder("param").v);

// Simple parameter lists: one binding, and `var` keeps the argument.
function simple(a: any) {
  var a: any;
  return (() => a)();
}
console.log("simple", simple(1));
function simpleCaptured(a: any) {
  var a: any;
  const g = () => a;
  a = 2;
  return g();
}
console.log("simple captured", simpleCaptured(1));

// Without a closure in the parameter list nothing can tell them apart.
function noClosure(a: any, b = a) {
  var a: any;
  const g = () => a;
  a = 4;
  return [b, g()];
}
console.log("no closure", noClosure(1));
