// The String Iterator: code point steps, the prototype chain, spreading.
const it = "a😀\ud800b"[Symbol.iterator]();
console.log(it);
console.log(Object.prototype.toString.call(it), typeof it.next);
const steps: string[] = [];
const lens: number[] = [];
for (let r = it.next(); !r.done; r = it.next()) { steps.push(r.value); lens.push(r.value.length); }
console.log(steps, lens, it.next(), it.next());
const proto = Object.getPrototypeOf(it);
const iterProto = Object.getPrototypeOf(proto);
console.log(proto[Symbol.toStringTag], Object.getOwnPropertyNames(proto), iterProto[Symbol.iterator].call(it) === it);
console.log(Object.getPrototypeOf(iterProto) === Object.prototype, String.prototype[Symbol.iterator].name);
console.log([..."héllo"], [..."👍🏽x"].length, [...""].length);
try { proto.next.call({}); } catch (e) { console.log((e as Error).constructor.name); }
try { String.prototype[Symbol.iterator].call(null); } catch (e) { console.log((e as Error).message); }
