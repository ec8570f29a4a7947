const o = { a: 1 };
const w = new WeakRef(o);
console.log(w, [w], { w });
console.log(Object.prototype.toString.call(w), String(w));
const f = new FinalizationRegistry((h: unknown) => console.log("fin", h));
console.log(f, f.register(o, 1), f.register(o, 2, o), f.unregister(o), f.unregister({}));
console.log(Object.getOwnPropertyNames(WeakRef.prototype), Object.getOwnPropertyNames(FinalizationRegistry.prototype));
console.log(WeakRef.length, FinalizationRegistry.length, FinalizationRegistry.prototype.register.length, f.unregister.length);
const s = Symbol("x");
console.log(new WeakRef(s as any).deref() === s, w.deref() === o, w.deref());
const bad: any[] = [1, Symbol.for("x"), null, undefined, "s", 10n];
for (const b of bad) {
  try { new WeakRef(b); } catch (e: any) { console.log(e.constructor.name, e.message); }
  try { f.register(b, 2); } catch (e: any) { console.log(e.constructor.name, e.message); }
  try { f.register(o, 2, b); console.log("ok", String(b)); } catch (e: any) { console.log(e.constructor.name, e.message); }
  try { console.log(f.unregister(b)); } catch (e: any) { console.log(e.constructor.name, e.message); }
}
try { (WeakRef as any)(o); } catch (e: any) { console.log(e.message); }
try { f.register(o, o); } catch (e: any) { console.log(e.message); }
try { new FinalizationRegistry(5 as any); } catch (e: any) { console.log(e.message); }
try { (FinalizationRegistry as any)(() => {}); } catch (e: any) { console.log(e.message); }
try { WeakRef.prototype.deref.call({}); } catch (e: any) { console.log(e.message); }
try { WeakRef.prototype.deref.call(new WeakMap()); } catch (e: any) { console.log(e.message); }
try { FinalizationRegistry.prototype.register.call({}, o, 1); } catch (e: any) { console.log(e.message); }
try { FinalizationRegistry.prototype.unregister.call(w, o); } catch (e: any) { console.log(e.message); }
class MyRef<T extends object> extends WeakRef<T> { x = 1; get() { return this.deref(); } }
const m = new MyRef(o);
console.log(m, m.get() === o, m instanceof WeakRef, Object.getPrototypeOf(MyRef) === WeakRef);
class Reg extends FinalizationRegistry<string> { count = 0; }
const r = new Reg(() => {});
r.register(o, "held", o);
console.log(r, r.unregister(o), r.unregister(o));
console.log(WeakRef.prototype[Symbol.toStringTag], FinalizationRegistry.prototype[Symbol.toStringTag]);
console.log(Object.getOwnPropertyDescriptor(WeakRef.prototype, Symbol.toStringTag));
console.log(typeof WeakRef, typeof FinalizationRegistry, WeakRef.name, FinalizationRegistry.name, `${WeakRef}`);
const tok = {};
for (let i = 0; i < 100; i++) r.register(o, "h" + i, i % 2 ? tok : undefined);
console.log(r.unregister(tok), r.unregister(tok));
const o2 = {};
for (const v of [new WeakRef(o2), new FinalizationRegistry(() => {})]) {
  try { structuredClone(v); } catch (e: any) { console.log(e.name, e.message); }
  try { structuredClone({ v }); } catch (e: any) { console.log(e.name, e.message); }
}
console.log(Object.getOwnPropertyNames(globalThis).filter((n) => /Weak|Final/.test(n)));
const w2: any = new WeakRef(o2);
console.log(Reflect.ownKeys(Object.getPrototypeOf(w2)), w2.constructor === WeakRef);
console.log(Object.getOwnPropertyDescriptor(globalThis, "WeakRef"));
