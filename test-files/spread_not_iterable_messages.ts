// Spreading a value that is not iterable into a call or an array: V8's
// message depends on where the spread stands.
function f(...xs: any[]) { return xs.length; }
class Foo {}
const vals: any = { five: 5, t: true, sym: Symbol("s"), obj: { a: 1 }, foo: new Foo(), fn: function named() {}, arrow: () => 1, nul: null, und: undefined, big: 1.5 };
for (const [k, v] of Object.entries(vals)) {
  try { f(...v); } catch (e) { console.log(k, "single:", e.message); }
  try { f(1, ...v); } catch (e) { console.log(k, "after:", e.message); }
  try { f(...v, 1); } catch (e) { console.log(k, "before:", e.message); }
  try { new Foo(...v); } catch (e) { console.log(k, "new:", e.message); }
}
const o: any = { p: null };
try { f(...o.p); } catch (e) { console.log("member single:", e.message); }
try { f(...(o.p)); } catch (e) { console.log("paren single:", e.message); }
try { Math.max(...o.p); } catch (e) { console.log("method single:", e.message); }
for (const v of [5, undefined, null, {}, "ab"]) {
  try { console.log(f(...(v as any))); } catch (e) { console.log(String(e)); }
  try { console.log(f(...(v as any), 1)); } catch (e) { console.log(String(e)); }
  try { console.log([...(v as any)]); } catch (e) { console.log(String(e)); }
}
