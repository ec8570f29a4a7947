// Function.prototype[Symbol.hasInstance] exists (OrdinaryHasInstance), is
// read-only, and instanceof still honours a class's own.

class C {}
const hi = (Function.prototype as any)[Symbol.hasInstance];
console.log(typeof hi, hi.name, hi.length, Object.getOwnPropertyDescriptor(Function.prototype, Symbol.hasInstance));
console.log(hi.call(C, new C()), hi.call(C, {}), hi.call({}, {}), hi.call(C, 5));
Object.defineProperty(C, Symbol.hasInstance, { value: (x: any) => x === 1 });
console.log(1 instanceof C, new C() instanceof C);
const fake = Object.create(Function.prototype);
console.log({} instanceof fake);
const bound = function B(this: any) {}.bind(null);
console.log(new (bound as any)() instanceof bound, [] instanceof Array, Object.getOwnPropertySymbols(Function.prototype));
