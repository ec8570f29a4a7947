// A string method call site after String.prototype changes, alternating
// receivers, and charCodeAt's inline path with every kind of index.
function codes(s: any, idx: any[]) {
  const out: unknown[] = [];
  for (const i of idx) out.push(s.charCodeAt(i));
  return out.join(",");
}
const idx = [0, 1, 1.5, -0, -1, 2, 99, NaN, "1", undefined, Infinity, null, true];
console.log(codes("héllo", idx));
console.log(codes("a😀b", idx));
console.log(codes("", idx));

// The same site sees strings and objects with a method of that name.
const fake = { charCodeAt: (i: number) => 1000 + i };
const mixed: any[] = ["abc", fake, "xyz", new String("q"), fake, "Z"];
const seen: unknown[] = [];
for (let round = 0; round < 3; round++) for (const r of mixed) seen.push(r.charCodeAt(0), r.length);
console.log(seen.join(" "));

function lengths(list: any[]) {
  let n = 0;
  for (const s of list) n += s.length;
  return n;
}
console.log(lengths(["ab", [1, 2, 3], "cde", { length: 10 }, "", "😀"]));

// String.prototype changes under a warm site.
function upper(s: any) {
  return s.toUpperCase() + ":" + s.trim().length + ":" + s.hasOwnProperty("length");
}
const results: string[] = [];
for (let i = 0; i < 5; i++) results.push(upper(" ab "));
const original = String.prototype.toUpperCase;
String.prototype.toUpperCase = function () {
  return "replaced(" + this + ")";
};
results.push(upper(" ab "));
(String.prototype as any).extra = 1;
results.push(upper(" ab "));
String.prototype.toUpperCase = original;
results.push(upper(" cd "));
const originalCode = String.prototype.charCodeAt;
String.prototype.charCodeAt = function (i: number) {
  return -i;
};
results.push(codes("xyz", [0, 1, 2]));
delete (String.prototype as any).charCodeAt;
try {
  results.push(codes("xyz", [0]));
} catch (e) {
  results.push((e as Error).message);
}
String.prototype.charCodeAt = originalCode;
results.push(codes("xyz", [0, 1, 2]));
Object.defineProperty(String.prototype, "trim", { get: () => () => "via getter", configurable: true });
results.push(upper(" ef "));
console.log(results.join("\n"));
