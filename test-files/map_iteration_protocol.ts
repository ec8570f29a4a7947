// Map, Set and WeakMap/WeakSet constructors consume iterables through the
// iteration protocol (closing the iterator when an entry is bad); spread,
// destructuring and Array.from drain Maps and Sets.
function t(f: () => any) { try { console.log(f()); } catch (e: any) { console.log(e.name + ': ' + e.message); } }
const m = new Map<any, any>([['a', 1], ['b', 2]]);
t(() => [...m]);
t(() => [...m.keys(), ...m.values()]);
const [[k1, v1], second] = m;
t(() => [k1, v1, second]);
const s = new Set([3, 1, 3, 2]);
t(() => [...s].sort());
t(() => Array.from(m, ([k, v]) => k + v));
t(() => Array.from(s.entries()));
t(() => new Set(true as any)); t(() => new Set({} as any)); t(() => new Map('ab' as any)); t(() => new Set(Symbol('q') as any)); t(() => new WeakSet(3 as any)); t(() => new Set((() => 1) as any));
t(() => { const o = { [Symbol.iterator]() { return 5 } }; return new Set(o as any) });
t(() => { const o = { [Symbol.iterator]() { return { next() { return 3 } } } }; return new Set(o as any) });
t(() => { let closed = 0; const o = { [Symbol.iterator]() { let i = 0; return { next() { return { value: i++, done: i > 5 } }, return() { closed++; return {} } } } }; try { new Map(o as any) } catch (e: any) { console.log(e.message, closed) } });
t(() => { const o = { [Symbol.iterator]() { let i = 0; return { next() { return { value: [i, i * 2], done: i++ > 2 } } } } }; return new Map(o as any) });
t(() => { const a = [1, 2]; const orig = Set.prototype.add; (Set.prototype as any).add = function (this: any, v: any) { if (v < 5) a.push(v + 3); return orig.call(this, v) }; const r = new Set(a); Set.prototype.add = orig; return r });
t(() => { const mm: any = new Map([[1,1]]); mm[Symbol.iterator] = function () { let done = false; return { next() { const r = { value: [9, 9], done }; done = true; return r; } } }; return new Map(mm) });
t(() => new Map(new Set([[1, 'one']] as any)));
t(() => { const it = new Map([[1, 2]]).entries(); return [...it, ...it]; });
