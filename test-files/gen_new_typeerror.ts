// Generator functions and generator methods are not constructors: `new` is a TypeError.
function* plain() {
  yield 1;
}
const expr = function* () { yield 2; };
const namedExpr = function* named() { yield 3; };
class Holder {
  *method() { yield 4; }
  static *staticMethod() { yield 5; }
}
const obj = { *lit() { yield 6; } };

const candidates: Array<[string, any]> = [
  ["plain", plain],
  ["expr", expr],
  ["namedExpr", namedExpr],
  ["method", Holder.prototype.method],
  ["staticMethod", Holder.staticMethod],
  ["lit", obj.lit],
];

for (const [label, fn] of candidates) {
  try {
    const made = new fn();
    console.log(label, "constructed?!", made);
  } catch (e) {
    console.log(label.padEnd(12), (e as Error).constructor.name, "|", (e as Error).message);
  }
  // calling works fine, and yields
  console.log("  call ->", fn.call(new Holder()).next());
}

// direct `new` expressions name the callee in the message
try {
  // @ts-ignore
  new plain();
} catch (e) {
  console.log("direct:", (e as Error).message);
}
try {
  // @ts-ignore
  new Holder.staticMethod();
} catch (e) {
  console.log("direct:", (e as Error).message);
}
try {
  // @ts-ignore
  new obj.lit();
} catch (e) {
  console.log("direct:", (e as Error).message);
}

// generator functions do have a prototype property, but it is not a constructor prototype
console.log(typeof plain.prototype, Object.getOwnPropertyNames(plain.prototype));
console.log(Object.prototype.hasOwnProperty.call(plain.prototype, "constructor"));
console.log("prototype" in Holder.prototype.method, "prototype" in obj.lit);

// Reflect-free check: arrow wrappers hide the generator
const wrapped = (...args: unknown[]) => (plain as any)(...args);
console.log(wrapped().next());

// extending a generator function is also a TypeError
try {
  // @ts-ignore
  class Sub extends plain {}
  console.log("extended?", typeof Sub);
} catch (e) {
  console.log("extends:", (e as Error).name, (e as Error).message.endsWith("is not a constructor or null"));
}

// the prototype property is writable; generators created afterwards inherit from the new one
function* rewired() { yield "r"; }
const before = rewired();
const proto = Object.create(Object.getPrototypeOf(before));
proto.extra = function () { return "extra method"; };
rewired.prototype = proto;
const after = rewired() as any;
console.log(after.extra(), typeof (before as any).extra, after.next());
console.log(Object.getPrototypeOf(after) === proto, Object.getPrototypeOf(before) === proto);
