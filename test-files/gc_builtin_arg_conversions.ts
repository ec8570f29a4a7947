// Built-ins that convert one argument (running user code that allocates,
// so a collection may happen) and then read a later argument, or their
// receiver: each must keep them rooted. Under scripts/gc-sweep a stale
// pointer faults.
const churn = () => [1, 2].map(String);
const a = { valueOf() { churn(); return 1; } };
const b = { valueOf() { churn(); return 2; } };
console.log([1, 2, 3].fill(0, a as any, b as any));
const z = { valueOf() { churn(); return 0; } };
console.log([1, 2, 3, 4].copyWithin(z as any, b as any));
console.log([1, 2, 3, 4, 5].copyWithin(z as any, a as any, b as any));
const s = { toString() { churn(); return "10"; } };
const r = { valueOf() { churn(); return 16; } };
console.log(parseInt(s as any, r as any), parseInt(s as any, 8), parseInt("ff", r as any));
const len = { valueOf() { churn(); return 2; } };
console.log(Array.from({ length: len, 0: "x", 1: "y" } as any));
class Mine extends Array {}
console.log(Mine.from({ length: len, 0: "p", 1: "q" } as any));
console.log(Array.prototype.toReversed.call({ length: len, 0: "x", 1: "y" }));
const like = { length: len, 0: "a", 1: "b" };
console.log(Array.prototype.slice.call(like, z as any, b as any), Array.prototype.at.call(like, a as any));
console.log(Array.prototype.indexOf.call(like, "b", z as any), Array.prototype.lastIndexOf.call(like, "a", a as any), Array.prototype.includes.call(like, "b", a as any));
const arr = [1, 2, 3, 4];
console.log(arr.splice(a as any, a as any), arr, arr.toSpliced(z as any, a as any, 9));
