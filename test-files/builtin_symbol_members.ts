// Symbol.prototype[Symbol.toPrimitive] (a Symbol wrapper converts to its
// symbol), Array.prototype[Symbol.unscopables], and repeat's RangeError
// showing the count as given.

const s = Symbol("x");
const w: any = Object(s);
const o: any = {};
o[w] = 1;
console.log(o[s], Object.keys(o), Object.getOwnPropertySymbols(o).length);
const tp = (Symbol.prototype as any)[Symbol.toPrimitive];
console.log(typeof tp, tp.name, tp.length, tp.call(s) === s, Object.getOwnPropertySymbols(Symbol.prototype));
try { console.log(String(w)); } catch (e: any) { console.log(e.name, e.message); }
try { console.log(`${w}`); } catch (e: any) { console.log(e.name, e.message); }
try { console.log(w + ""); } catch (e: any) { console.log(e.name, e.message); }
console.log(w == s, w.description, w.toString());
for (const c of [-1.5, -0.5 - 2, -Infinity, Infinity, "-3.5", -1]) {
  try { "x".repeat(c as any); console.log("ok", c); } catch (e: any) { console.log(e.message); }
}
const u = (Array.prototype as any)[Symbol.unscopables];
console.log(typeof u, Object.getPrototypeOf(u), Object.keys(u).join(), Object.getOwnPropertyDescriptor(Array.prototype, Symbol.unscopables)!.writable);
console.log(Object.getOwnPropertySymbols(Array.prototype), [1, 2, 3].map((x) => x * 2));
