// Numeric operators convert the left operand first, stop if it throws,
// and keep the right operand valid while the left one runs user code.
function mk(n: number, tag: string): any {
  return { tag: tag + "!", valueOf() { const junk = [tag, tag + tag, { n }]; return n + junk.length; } };
}
const a = mk(10, "a"), b = mk(3, "b");
const log: string[] = [];
function tracked(n: number, tag: string): any {
  return { valueOf() { log.push(tag); return n; } };
}
console.log(a - b, a * b, a / b, a & b, a | b, a ^ b, a << b, a >> b, a >>> b, a % b, a ** b, a < b, a > b, a + b);
let x: any = mk(5, "x");
x -= b; console.log(x);
let y: any = mk(5, "y");
y **= b; console.log(y);
let z: any = mk(5, "z");
z %= b; console.log(z);
console.log(tracked(1, "L") % tracked(2, "R"), tracked(2, "L") ** tracked(3, "R"), tracked(7, "L") - tracked(2, "R"));
console.log(log.join(","));
const thrower = { valueOf() { throw new Error("left"); } };
let ran = false;
try { console.log(thrower - ({ valueOf() { ran = true; return 1; } } as any)); } catch (e) { console.log(String(e), ran); }
try { console.log((thrower as any) % ({ valueOf() { ran = true; return 1; } } as any)); } catch (e) { console.log(String(e), ran); }
try { console.log((thrower as any) ** ({ valueOf() { ran = true; return 1; } } as any)); } catch (e) { console.log(String(e), ran); }
const s1 = "ab".repeat(3), s2 = "12";
console.log(s2 - (mk(2, "q") as any), (mk(2, "q") as any) - (s2 as any), (mk(9, "w") as any) * (s1.length as any));
// The right operand stays valid while the left one's valueOf allocates
// (and, under the GC sweep, collects): a heap string and an object.
function sub(x: any, s: any): number {
  return x - s;
}
function shl(x: any, s: any): number {
  return x << s;
}
let total = 0;
for (let i = 0; i < 50; i++) {
  const heapStr = String(i) + "0";
  total += sub(mk(i, "s" + i), heapStr) + shl(mk(1, "t"), mk(i & 7, "u"));
}
console.log(total);
