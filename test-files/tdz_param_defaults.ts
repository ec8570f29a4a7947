// Parameters are initialised left to right: a default (or a closure made in
// one) that reads the parameter itself or a later one reads it in its TDZ.
function report(label: string, run: () => unknown): void {
  try {
    console.log(label, run());
  } catch (e: any) {
    console.log(label, e instanceof ReferenceError, e.name, e.message);
  }
}

function later(a: any = b, b: any = 1) { return [a, b]; }
report("later param", () => later());
report("later param given", () => later(undefined, 2));
report("default not run", () => later(0));

function self(a: any = a) { return a; }
report("own default", () => self());
report("own default skipped", () => self(7));

function plain(a: any = b, b?: any) { return [a, b]; }
report("later plain param", () => plain(undefined, 3));
report("later plain param unused", () => plain(4, 3));

function earlier(a: number, b: number = a * 2, c: number = a + b) { return [a, b, c]; }
report("earlier params", () => earlier(3));

function viaTypeof(a: any = typeof b, b?: any) { return a; }
report("typeof in TDZ", () => viaTypeof());

function assigns(a: any = (b = 2), b?: any) { return [a, b]; }
report("assign in TDZ", () => assigns());

// (A rest parameter read by a default is left out: the oracle's type
// stripper renames the rest binding, so node's result would not be the
// program's.)

// Closures made in a default: reading a later parameter works once it is
// initialised, and throws when called before.
function closureLater(g: () => any = () => b, b: any = 5) { return g(); }
report("closure after init", () => closureLater());
function closureEarly(g: () => any = () => b, b: any = g()) { return b; }
report("closure before init", () => closureEarly());
function closureKept(b: any = 1, g: () => any = () => b) { b = 10; return g(); }
report("closure over earlier", () => closureKept());

// A parameter that a closure captures lives in an environment.
function captured(a: any = b, b: any = 2) { return () => [a, b]; }
report("captured later", () => captured()());
report("captured given", () => captured(1)());

// Destructuring: bindings are initialised in pattern order too.
function objPattern({ x = y, y }: any = {}) { return [x, y]; }
report("object pattern", () => objPattern({ y: 1 }));
report("object pattern given", () => objPattern({ x: 0, y: 1 }));
function objOrder({ x, y = x }: any) { return [x, y]; }
report("object pattern order", () => objOrder({ x: 4 }));
function arrPattern([p = q, q]: any[] = []) { return [p, q]; }
report("array pattern", () => arrPattern([undefined, 2]));
function across({ k }: any = { k: later2 }, later2: any = 1) { return k; }
report("pattern default reads later", () => across());
function computed({ [key]: v }: any = {}, key: string = "k") { return v; }
report("computed key reads later", () => computed({ k: 1 }));

// Arrows, methods, constructors and functions using `arguments`.
const arrow = (a: any = b, b: any = 1) => [a, b];
report("arrow", () => arrow());
report("arrow ok", () => arrow(0));
class Box {
  v: any;
  constructor(a: any = b, b: any = 1) { this.v = [a, b]; }
  m(a: any = b, b: any = 1) { return [a, b]; }
  static s(a: any = a) { return a; }
}
report("constructor", () => new Box().v);
report("constructor ok", () => new Box(2).v);
report("method", () => new Box(0).m());
report("static method", () => Box.s());
function withArguments(a: any = b, b: any = 1) { return arguments.length; }
report("arguments", () => withArguments());
report("arguments ok", () => withArguments(1, 2, 3));

// Defaults that read an enclosing function's parameters are not affected.
function outer(x: number) {
  function inner(y: number = x + 1, z: number = y + x) { return [y, z]; }
  return inner();
}
report("outer params", () => outer(10));

// The body runs with every parameter initialised.
function body(a: any = 1, b: any = a + 1) {
  const read = () => [a, b];
  a = 5;
  return read();
}
report("body", () => body());
