import util, { callbackify, deprecate } from "node:util";
console.log(util.deprecate.length, util.callbackify.length, util.parseArgs.length);
async function fetchIt(x: number) { if (x < 0) throw new Error("neg"); return x * 2; }
const cb = callbackify(fetchIt);
console.log(cb.name, cb.length, Object.getOwnPropertyNames(cb), Object.getPrototypeOf(cb) === Function.prototype);
cb(2, (err, v) => console.log("cb", err, v));
cb(-1, (err: any, v) => console.log("cb err", err.message, v));
const cb2 = callbackify(() => Promise.reject(null));
cb2((err: any) => console.log("null reason", err instanceof Error, err.message, err.code, err.reason, Object.keys(err)));
const cb3 = callbackify(() => Promise.reject(0));
cb3((err: any) => console.log("falsy reason", err.message, err.reason));
try { callbackify(5 as any); } catch (e: any) { console.log(e.code, e.message); }
try { (cb as any)(1); } catch (e: any) { console.log(e.code, e.message); }
const withThis = callbackify(async function (this: any, n: number) { return this.base + n; });
withThis.call({ base: 10 }, 5, function (this: any, err: any, v: number) { console.log("this kept", err, v, this.base); });
console.log("after calls");
const dep = deprecate(function old(a: number) { return a + 1; }, "old() is deprecated", "DEP0999");
console.log(dep.name, dep.length, dep(1), dep(2));
const dep2 = deprecate(() => 5, "arrow deprecated");
console.log(dep2(), dep2());
const dep3 = deprecate(() => 6, "same code, second wrapper", "DEP0999");
console.log(dep3());
class K { v: number; constructor(v: number) { this.v = v; } }
const DK = deprecate(K, "K is deprecated", "DEP0998");
console.log(new DK(3).v, DK.prototype === K.prototype, DK.name, new DK(4) instanceof K);
try { deprecate(5 as any, "x"); } catch (e: any) { console.log(e.code, e.message); }
try { deprecate(() => {}, "x", 5 as any); } catch (e: any) { console.log(e.code, e.message); }
console.error("stderr line");
setTimeout(() => console.log("timeout"), 0);
