// `instanceof` before and after some object gets a Symbol.hasInstance:
// the first checks take the plain path, the later ones must see it.
class A {}
class B extends A {}
const b = new B();
function plain() {}
const results: unknown[] = [];
results.push(b instanceof A, b instanceof B, {} instanceof A, b instanceof Object, plain instanceof Function);
// A function off Function.prototype's chain.
const orphan = function () {} as any;
Object.setPrototypeOf(orphan, null);
orphan.prototype = B.prototype;
results.push(b instanceof orphan);
// A bound function checks its target.
const BoundB = (B as any).bind(null);
results.push(b instanceof BoundB, new A() instanceof BoundB);
try {
  results.push(b instanceof ({} as any));
} catch (e) {
  results.push((e as Error).message);
}
try {
  const noProto = function () {} as any;
  noProto.prototype = 5;
  results.push(b instanceof noProto);
} catch (e) {
  results.push((e as Error).message);
}
console.log(results.join(" "));

// Now a class says who its instances are.
class Even {
  static [Symbol.hasInstance](n: unknown) {
    return typeof n === "number" && n % 2 === 0;
  }
}
console.log((2 as any) instanceof Even, (3 as any) instanceof Even, b instanceof A);
// An object on the right with its own hasInstance.
const isLong = { [Symbol.hasInstance]: (s: unknown) => typeof s === "string" && s.length > 3 };
console.log(("hello" as any) instanceof (isLong as any), ("hi" as any) instanceof (isLong as any));
// A prototype of a function with one: every function below it answers.
const proto = Object.create(Function.prototype);
Object.defineProperty(proto, Symbol.hasInstance, { value: () => true });
const f = function () {};
Object.setPrototypeOf(f, proto);
console.log(({} as any) instanceof f, b instanceof B, b instanceof plain);
