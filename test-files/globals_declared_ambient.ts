// Identifiers no declaration binds (`declare var`, `declare global`) are
// the global object's properties, looked up when they run.
declare global {
  var appState: { count: number } | undefined;
}
declare var gx: number;
console.log(typeof gx, typeof appState, typeof nothingHere);
try { console.log(gx); } catch (e) { console.log(String(e)); }
try { gx = 3; } catch (e) { console.log(String(e)); }
(globalThis as any).gx = 5;
console.log(gx, typeof gx);
gx += 10;
console.log(gx, (globalThis as any).gx);
globalThis.appState = { count: 1 };
appState!.count++;
console.log(appState, globalThis.appState === appState);
Object.defineProperty(globalThis, "ro", { value: 1, writable: false });
declare var ro: number;
try { ro = 2; } catch (e) { console.log(String(e)); }
Object.defineProperty(globalThis, "acc", { get() { return "got"; }, set(v) { console.log("set", v); }, configurable: true });
declare var acc: string;
acc = "x";
console.log(acc);
function later() { return laterGlobal * 2; }
(globalThis as any).laterGlobal = 21;
console.log(later());
export {};
