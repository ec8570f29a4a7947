// `Symbol.species` on the built-in constructors: subclasses find their
// constructor through it, and each getter answers its receiver.
class Registry extends Map<string, number> {
  static get [Symbol.species]() {
    return Map;
  }
}
const r = new Registry([["a", 1]]);
console.log(Registry[Symbol.species] === Map, Map[Symbol.species] === Map, Set[Symbol.species] === Set);
console.log(RegExp[Symbol.species] === RegExp, Array[Symbol.species] === Array, Promise[Symbol.species] === Promise);
const getter = Object.getOwnPropertyDescriptor(Map, Symbol.species)!.get!;
console.log(getter.name, getter.call(42), Object.getOwnPropertySymbols(Set), r.get("a"));
class Tags extends Set<string> {}
console.log(Tags[Symbol.species] === Tags, new Tags(["x"]).has("x"));
console.log(Uint8Array[Symbol.species] === Uint8Array, ArrayBuffer[Symbol.species] === ArrayBuffer);
