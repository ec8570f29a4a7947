// trim family over the ECMAScript whitespace set, padStart/padEnd and
// repeat, with their RangeErrors.
const q = (x: string) => "[" + x + "]";
const ws = "\t\n\v\f\r \u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";
console.log(q((ws + "x" + ws).trim()), q((ws + "x").trimStart()), q(("x" + ws).trimEnd()));
console.log(q(" \u200bx".trim()), q("".trim()), "  a b  ".trimLeft() + "|", "|" + "  a b  ".trimRight());
console.log(String.prototype.trimLeft === String.prototype.trimStart, String.prototype.trimRight.name);
console.log("5".padStart(3, "0"), "abc".padStart(10, "123"), "abc".padEnd(6, "xy"), "abc".padStart(2), "abc".padEnd(5, ""));
console.log(q("x".padStart(4)), "x".padEnd(-1), "x".padStart(3.9, "-"), "x".padEnd(3, 7 as any));
console.log("ab".repeat(0), "ab".repeat(3), "".repeat(5), "x".repeat(2.9), "-".repeat(10).length);
for (const c of [-1, Infinity, -Infinity]) {
  try { "a".repeat(c); } catch (e) { console.log((e as Error).name, (e as Error).message); }
}
try { "abc".repeat(2 ** 28); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { "x".padStart(2 ** 30); } catch (e) { console.log((e as Error).name, (e as Error).message); }
