// Reflect as libraries use it: forwarding property access with a
// receiver, building objects generically, listing keys and defining
// properties without exceptions.
class Base {
  #secret = 7;
  constructor(public name: string) {}
  get shout() {
    return this.name.toUpperCase();
  }
  reveal() {
    return this.#secret;
  }
}

const b = new Base("kiln");
console.log(Reflect.get(b, "shout"), Reflect.get(b, "shout", { name: "other" }));
console.log(Reflect.has(b, "reveal"), Reflect.has(b, "missing"), Reflect.has([1], 0), Reflect.has([1], "length"));
console.log(Reflect.ownKeys({ b: 1, [Symbol("s")]: 2, 1: 0, a: 3 }), Reflect.ownKeys([7, 8]));
console.log(Reflect.getPrototypeOf(b) === Base.prototype, Reflect.getPrototypeOf(Object.create(null)));

const made = Reflect.construct(Base, ["made"]);
console.log(made instanceof Base, made.name, made.reveal());
class Derived extends Base {}
const viaNewTarget = Reflect.construct(Base, ["nt"], Derived);
console.log(viaNewTarget instanceof Derived, Object.getPrototypeOf(viaNewTarget) === Derived.prototype);
console.log(Reflect.construct(Date, [0]) instanceof Date, Reflect.construct(Array, [3]).length);

console.log(Reflect.apply(Math.max, undefined, [1, 9, 4]), Reflect.apply(String.prototype.slice, "abcdef", [2, 4]));
console.log(Reflect.apply(function (this: any, a: number) { return this.k + a; }, { k: 10 }, { length: 1, 0: 5 } as any));

const frozen = Object.freeze({ a: 1 });
console.log(Reflect.set(frozen, "a", 2), Reflect.defineProperty(frozen, "a", { value: 3 }), Reflect.deleteProperty(frozen, "a"));
const o: any = {};
console.log(Reflect.set(o, "x", 1), Reflect.defineProperty(o, "y", { value: 2, enumerable: false }), o, Object.keys(o));
console.log(Reflect.getOwnPropertyDescriptor(o, "y"), Reflect.getOwnPropertyDescriptor(o, "nope"));
console.log(Reflect.deleteProperty(o, "x"), o.x, Reflect.isExtensible(o), Reflect.preventExtensions(o), Reflect.isExtensible(o));
console.log(Reflect.set(o, "z", 1), Reflect.defineProperty(o, "z", { value: 1 }), Reflect.setPrototypeOf(o, null));
console.log(Reflect.setPrototypeOf({}, Array.prototype), Reflect.setPrototypeOf(Base.prototype, b));

// A setter receives the receiver Reflect.set names.
const target = { set v(x: number) { (this as any).stored = x; } };
const receiver: any = {};
Reflect.set(target, "v", 42, receiver);
console.log(receiver.stored, (target as any).stored);

// The proxy-free "forwarding" pattern.
function forward<T extends object>(obj: T, key: PropertyKey) {
  return Reflect.has(obj, key) ? Reflect.get(obj, key) : `no ${String(key)}`;
}
console.log(forward({ a: 1 }, "a"), forward({ a: 1 }, "b"), forward([5], 0));

for (const bad of [
  () => Reflect.get(1 as any, "a"),
  () => Reflect.ownKeys(null as any),
  () => Reflect.apply(1 as any, null, []),
  () => Reflect.apply({} as any, null, []),
  () => Reflect.apply(Math.max, null, 3 as any),
  () => Reflect.construct(Math.max as any, []),
  () => Reflect.construct(Date, [], 3 as any),
  () => Reflect.setPrototypeOf({}, 3 as any),
  () => Reflect.defineProperty({}, "a", 1 as any),
  () => Reflect.getOwnPropertyDescriptor("s" as any, "length"),
]) {
  try {
    bad();
  } catch (e) {
    console.log(`${(e as Error).name}: ${(e as Error).message}`);
  }
}
console.log(Reflect, Object.prototype.toString.call(Reflect), typeof Reflect.apply, Reflect.apply.length);
