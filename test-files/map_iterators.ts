// entries/keys/values iterators by hand: results, exhaustion, identity of
// [Symbol.iterator], the iterator prototype chain and tags.
const m = new Map<any, any>([['a', 1], [{ k: 1 }, [2]], [3, 'three']]);
const e = m.entries();
console.log(e.next(), e.next(), e.next(), e.next(), e.next());
const k = m.keys(), v = m.values();
console.log(k.next().value, k.next().value, v.next().value, v.next().value, v.next().value);
console.log(m[Symbol.iterator] === m.entries, Map.prototype[Symbol.iterator] === Map.prototype.entries);
const it = m[Symbol.iterator]();
console.log(it[Symbol.iterator]() === it, typeof it.next, Object.prototype.toString.call(it));
const mip = Object.getPrototypeOf(it);
console.log(mip[Symbol.toStringTag], Object.getOwnPropertyNames(mip), mip.next.name, mip.next.length);
const ip = Object.getPrototypeOf(mip);
console.log(Object.getPrototypeOf(ip) === Object.prototype, typeof ip[Symbol.iterator], ip[Symbol.iterator].name);
console.log(Object.getPrototypeOf(new Map().keys()) === mip, Object.getPrototypeOf(new Set().values()) === mip);
try { mip.next.call({}); } catch (err: any) { console.log(err.name + ': ' + err.message); }
try { mip.next.call(new Set().values()); } catch (err: any) { console.log(err.name + ': ' + err.message); }
try { mip.next.call(undefined); } catch (err: any) { console.log(err.name + ': ' + err.message); }
const empty = new Map().entries();
console.log(empty.next(), empty.next());
const r = e.next();
console.log(r.done, r.value, Object.keys(r));
