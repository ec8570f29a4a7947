// isWellFormed/toWellFormed, Annex B's HTML methods, and V8's receiver
// messages and argument conversions in a few corners (trimStart's,
// Symbol.prototype's, isPrototypeOf on null, an invalid date's setters).
console.log("a\ud800".isWellFormed(), JSON.stringify("a\ud800b\udc00".toWellFormed()), "ok😀".isWellFormed(), "ok😀".toWellFormed());
console.log("x".anchor('n"q'), "x".big(), "x".blink(), "x".bold(), "x".fixed(), "x".fontcolor("red"), "x".fontsize(7), "x".italics(), "x".link("u"), "x".small(), "x".strike(), "x".sub(), "x".sup());
console.log(String.prototype.anchor.length, String.prototype.bold.length, String.prototype.isWellFormed.length);
try { String.prototype.bold.call(null); } catch (e: any) { console.log(e.message); }
try { String.prototype.trimStart.call(null); } catch (e: any) { console.log(e.message); }
try { String.prototype.trimEnd.call(undefined); } catch (e: any) { console.log(e.message); }
try { Symbol.prototype.toString.call("x"); } catch (e: any) { console.log(e.message); }
try { Object.getOwnPropertyDescriptor(Symbol.prototype, "description")!.get!.call(1); } catch (e: any) { console.log(e.message); }
try { Object.prototype.isPrototypeOf.call(null, {}); } catch (e: any) { console.log(e.name, e.message); }
console.log(Object.prototype.isPrototypeOf.call(null, 1), Object.prototype.isPrototypeOf.call(Object.prototype, {}));
let count = 0;
const v = { valueOf() { count++; return 1; } };
for (const m of ["setUTCHours", "setHours", "setSeconds", "setMinutes", "setMonth", "setUTCMonth", "setFullYear"]) {
  count = 0;
  const r = (new Date(NaN) as any)[m](v, v, v, v);
  console.log(m, count, r);
}
