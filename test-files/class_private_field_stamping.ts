// A private field is added once per object (a second time is node's
// TypeError), also to a frozen or sealed object a base constructor returns.

class Base { constructor(o: any) { return o; } }
class S extends Base { #x = 1; static g(o: any) { return o.#x; } static s(o: any, v: any) { o.#x = v; } static has(o: any) { return #x in o; } }
const o = {};
new S(o);
try { new S(o); console.log("no error"); } catch (e: any) { console.log(e.message); }
const f = Object.freeze({ a: 1 });
new S(f);
console.log(S.g(f), S.has(f), Object.isFrozen(f), Object.keys(f), Object.getOwnPropertySymbols(f));
S.s(f, 7);
console.log(S.g(f), f);
const sealed = Object.seal({ b: 2 });
new S(sealed);
console.log(S.g(sealed), Object.isSealed(sealed), JSON.stringify(sealed));
try { new S(f); } catch (e: any) { console.log(e.message); }
