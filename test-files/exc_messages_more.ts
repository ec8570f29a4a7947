// More of V8's TypeError messages: `#x in` a primitive, a `super()` whose
// parent is not a constructor (named and anonymous classes), a
// Symbol.toPrimitive that is not callable, and a call site whose text
// holds a lone surrogate.
const t = (f: () => any) => {
  try {
    f();
  } catch (e: any) {
    console.log(e.name + ": " + e.message);
  }
};
class A {
  #v = 1;
  static has(o: any) {
    return #v in o;
  }
}
t(() => A.has(1));
t(() => A.has("s"));
console.log(A.has(new A()), A.has({}));
t(() => {
  class B extends (null as any) {}
  new B();
});
t(() => {
  const C = class extends (null as any) {};
  new C();
});
t(() => {
  class D extends (null as any) {
    constructor(...a: any[]) {
      super(...a);
    }
  }
  new D(1);
});
for (const v of [1, "x", true, {}, [], Symbol("q"), 1.5]) {
  t(() => ({ [Symbol.toPrimitive]: v }) as any + 1);
}
t(() => ("a\uD800b" as any).foo());
t(() => ("plain" as any).bar());
