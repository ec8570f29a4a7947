// Object.fromEntries takes entries one at a time and closes the iterator
// when an entry is bad or reading one throws.

let i = 0;
const it = { [Symbol.iterator]() { return this; },
  next() { console.log("next", i); return { value: i++ ? ["k", 1] : 0, done: i > 3 }; },
  return() { console.log("return"); return {}; } };
try { Object.fromEntries(it as any); } catch (e: any) { console.log(e.message); }
const it2 = { [Symbol.iterator]() { let n = 0; return { next() { n++; return { value: n === 2 ? { get 0() { throw new Error("getter " + n); } } : ["a" + n, n], done: n > 3 }; }, return() { console.log("closed"); return {}; } }; } };
try { console.log(Object.fromEntries(it2 as any)); } catch (e: any) { console.log(e.message); }
console.log(Object.fromEntries([["a", 1], ["b", 2], [3, 4]]), Object.fromEntries(new Map([["x", [1]]])));
for (const bad of [5, null, undefined, "ab", [1]] as any[]) {
  try { console.log(Object.fromEntries(bad)); } catch (e: any) { console.log(e.message); }
}
