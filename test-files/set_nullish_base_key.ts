// Assigning through a null or undefined base: V8 throws before converting
// an object key, and then names no key.
const log: string[] = [];
const key = (n: string): any => ({ toString() { log.push("key " + n); return n; } });
const val = (n: string) => { log.push("val " + n); return n; };
const obj = (n: string): any => { log.push("obj " + n); return n === "null" ? null : n === "undef" ? undefined : {}; };
for (const o of ["null", "undef"]) {
  try { obj(o)[key("a")] = val("v"); } catch (e) { log.push(String(e)); }
  try { obj(o)["lit"] = val("v"); } catch (e) { log.push(String(e)); }
  try { obj(o)[Symbol("s")] = val("v"); } catch (e) { log.push(String(e)); }
  try { obj(o)[7] = val("v"); } catch (e) { log.push(String(e)); }
  console.log(log.splice(0).join(" | "));
}
try { obj("o")[key("b")] = val("w"); } catch (e) { log.push(String(e)); }
console.log(log.splice(0).join(" | "));
