// toString/valueOf on strings and String objects; their TypeErrors; the
// methods on String wrappers and on other receivers through call.
const w = new String("wrapped");
console.log(w.toString(), w.valueOf(), typeof w.valueOf(), "prim".toString(), String.prototype.toString.call("x"));
for (const v of [1, {}, null, undefined, true]) {
  try { String.prototype.toString.call(v); } catch (e) { console.log((e as Error).message); }
  try { String.prototype.valueOf.call(v); } catch (e) { console.log((e as Error).message); }
}
console.log(w.toUpperCase(), w.slice(1, 3), w.length, String.prototype.slice.call(12345, 1, 3));
console.log(String.prototype.trim.call({ toString() { return "  obj  "; } }), String.prototype.indexOf.call(true, "u"));
for (const m of ["trim", "slice", "at", "padStart", "split", "replace", "toUpperCase", "localeCompare", "normalize"]) {
  try { (String.prototype as any)[m].call(undefined); } catch (e) { console.log((e as Error).message); }
}
