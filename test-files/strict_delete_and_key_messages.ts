// Strict-mode delete of a string's own properties, IsRegExp through
// Symbol.match, the key named when reading from null or undefined, and
// the TypeError of a field defined on a non-extensible object.

const s: any = "abc";
try { console.log(delete s[0]); } catch (e: any) { console.log(e.message); }
try { console.log(delete s.length); } catch (e: any) { console.log(e.message); }
try { console.log(delete s[5], delete s.foo, delete s["1"]); } catch (e: any) { console.log(e.message); }
const n: any = 5;
console.log(delete n.x, delete n[0]);
const k = { toString() { console.log("key conv"); return "2"; } };
try { console.log(delete s[k as any]); } catch (e: any) { console.log(e.message); }
try { console.log(delete n[k as any]); } catch (e: any) { console.log(e.message); }
const re: any = /a/;
re[Symbol.match] = false;
console.log("/a/".startsWith(re), "x/a/".endsWith(re), "a/a/".includes(re));
const fake: any = { [Symbol.match]: true, toString() { return "q"; } };
try { "q".startsWith(fake); } catch (e: any) { console.log(e.message); }
{
  const q: any = null;
  const u: any = undefined;
  for (const k of [undefined, true, {}, 5, "s", Symbol("d"), null, 1.5, [1, 2]] as any[]) {
    try { q[k]; } catch (e: any) { console.log(e.message); }
    try { q[k] = 1; } catch (e: any) { console.log(e.message); }
    try { u[k]; } catch (e: any) { console.log(e.message); }
  }
}
{
  class Fr { constructor() { Object.freeze(this); } }
  class Fr2 extends Fr { y = 1; }
  try { new Fr2(); } catch (e: any) { console.log(e.message); }
  class Se { constructor() { Object.seal(this); } }
  class Se2 extends Se { ["k" + 1] = 1; }
  try { new Se2(); } catch (e: any) { console.log(e.message); }
  class Pe { constructor() { Object.preventExtensions(this); } }
  class Pe2 extends Pe { z = () => 1; }
  try { new Pe2(); } catch (e: any) { console.log(e.message); }
  class Re { constructor() { Object.defineProperty(this, "w", { value: 1 }); } }
  class Re2 extends Re { w = 2; }
  try { new Re2(); } catch (e: any) { console.log(e.message); }
}
{
  const q: any = null;
  class C {}
  for (const k of [{}, { toString() { return "x"; } }, { a: 1 }, new Map(), new C(), [1], [], Object.create(null), /r/, new Date(0)] as any[]) {
    try { q[k]; } catch (e) { console.log((e as Error).message); }
    try { q[k] = 1; } catch (e) { console.log((e as Error).message); }
  }
}
