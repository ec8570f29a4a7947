// console.log runs a Symbol.toStringTag getter and a static name getter,
// as node's inspection does (collections wait while they run), and a
// getter's exception propagates out of console.log and console.dir.

class A { static get name() { return "Renamed"; } }
console.log(A, new A());
class T { get [Symbol.toStringTag]() { return "Tagged"; } }
console.log(new T(), [new T()]);
class V { static get [Symbol.toStringTag]() { return "St"; } }
console.log(V);
class W { x = 1; get [Symbol.toStringTag]() { return "W"; } }
console.log(new W());
const o = { get [Symbol.toStringTag]() { return "Lit"; }, a: 1 };
console.log(o);
class N {}
Object.defineProperty(N, "name", { value: 42 });
console.log(N, new N());
class Thrower { get [Symbol.toStringTag](): string { throw new Error("no"); } }
try { console.log(new Thrower(), "after"); } catch (e) { console.log("thrown:", (e as Error).message); }
try { console.log("%o|%O", 1, new Thrower()); } catch (e) { console.log("thrown again:", (e as Error).message); }
let calls = 0;
class Counted { static get name() { calls++; return "C" + calls; } }
console.log(Counted, [Counted], { k: Counted });
console.log(calls > 0);
class Big { get [Symbol.toStringTag]() { const a: number[] = []; for (let i = 0; i < 200000; i++) a.push(i); return "Big" + a.length; } }
const bigs = [new Big(), new Big()];
console.log(bigs);
class P { static get name() { return "PName"; } }
class Q extends P {}
console.log(Q, new Q());
{
  // console.dir too.
  class Thrower { get [Symbol.toStringTag](): string { throw new Error("no tag"); } }
  class Tagged { get [Symbol.toStringTag]() { return "TT"; } }
  console.dir(new Tagged());
  console.dir({ a: new Tagged() }, { depth: 0 });
  try { console.dir(new Thrower()); console.log("not here"); } catch (e) { console.log("dir threw:", (e as Error).message); }
  try { console.dir([1, { t: new Thrower() }]); console.log("not here"); } catch (e) { console.log("dir threw:", (e as Error).message); }
}
