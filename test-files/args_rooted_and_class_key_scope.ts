// Arguments of locale-sensitive methods and of repeat stay valid while
// converting `this` runs code that collects; computed class keys see the
// enclosing function's this and new.target; an object key of null is
// named from its constructor without running getters. (The collections
// happen under the GC sweep's forced schedule; churn only allocates.)

function churn() { let a: any[] = []; for (let i = 0; i < 2000; i++) a.push({ i, s: "x" + i }); return a.length; }
const that = { toString() { churn(); return "b"; } };
for (let r = 0; r < 3; r++) console.log("a".localeCompare(that as any, ["e" + "n", "d" + "e"]));
const t = { toString() { churn(); return "i"; } };
for (let r = 0; r < 3; r++) console.log(String.prototype.toLocaleUpperCase.call(t, ["e" + "n"]), String.prototype.toLocaleLowerCase.call(t, "e" + "n"));
const loc = { toString() { churn(); return "en-US"; } };
console.log((1.25).toLocaleString([loc] as any, { maximumFractionDigits: 1, minimumFractionDigits: 1 }));
for (const c of [-1.5, String(-1.5), { valueOf() { return -2; } }] as any[]) {
  try { String.prototype.repeat.call({ toString() { churn(); return "a"; } }, c); } catch (e) { console.log((e as Error).message); }
}
class O { k = "kk"; m(this: any) { class B { [(() => this.k)()] = 1; static [(() => this.k + "s")()] = 2; } return [new B(), Object.keys(B)]; } }
console.log(new O().m());
function NT(this: any) { class B { [(() => String(new.target !== undefined))()] = 1; } return new B(); }
console.log(new (NT as any)(), (NT as any)());
for (const [loc2, words] of [["fr", ["cote", "côte", "coté", "côté"]], ["de-DE", ["b", "a", "ä"]]] as [string, string[]][]) {
  console.log(loc2, [...words].sort((a, b) => a.localeCompare(b, loc2)).join(" "));
}
class K { static get name() { console.log("ran"); return "K"; } }
try { (undefined as any)[new K() as any]; } catch (e) { console.log((e as Error).message); }
class L {}
Object.defineProperty(L.prototype, "constructor", { get() { console.log("ctor getter ran"); return L; } });
try { (null as any)[new L() as any]; } catch (e) { console.log((e as Error).message); }
