// Object.hasOwn and Object.getOwnPropertyDescriptors.
console.log(Object.hasOwn({ a: 1 }, "a"), Object.hasOwn({ a: 1 }, "b"), Object.hasOwn([1], 0));
console.log(Object.hasOwn([1], "length"), Object.hasOwn("str", 1), Object.hasOwn(Object.create({ p: 1 }), "p"));
try {
  Object.hasOwn(null, "a");
} catch (e: any) {
  console.log(e.name, e.message);
}
const sym = Symbol("s");
console.log(Object.getOwnPropertyDescriptors({ a: 1, get b() { return 2; }, set c(v: number) {}, [sym]: 3 }));
console.log(Object.getOwnPropertyDescriptors([7, , 9]));
console.log(Object.getOwnPropertyDescriptors("ab"));
console.log(Object.getOwnPropertyDescriptors(Object.freeze({ f: 1 })));
class P {
  x = 1;
  m() {}
}
console.log(Object.getOwnPropertyDescriptors(new P()), Object.keys(Object.getOwnPropertyDescriptors(P.prototype)));
const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors({ get g() { return "got"; }, v: 1 }));
console.log(copy.g, copy.v, Object.getOwnPropertyDescriptor(copy, "g")!.get !== undefined);
