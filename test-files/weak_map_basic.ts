// WeakMap: objects and non-registered symbols as keys; primitives refused.
function t(f: () => any) { try { console.log(f()); } catch (e: any) { console.log(e.name + ': ' + e.message); } }
const wm = new WeakMap<any, any>();
const a = {}, b = [1], f = function () {}, s = Symbol('weak');
t(() => wm.set(a, 1) === wm);
wm.set(b, 'array').set(f, 'function').set(s, 'symbol');
t(() => [wm.get(a), wm.get(b), wm.get(f), wm.get(s), wm.get({}), wm.get(Symbol('weak'))]);
t(() => [wm.has(a), wm.has({}), wm.has(1), wm.has('x'), wm.has(undefined), wm.get(1), wm.delete(1)]);
t(() => [wm.delete(a), wm.delete(a), wm.has(a), wm.get(a)]);
wm.set(b, 'replaced');
t(() => wm.get(b));
for (const k of [1, 'str', true, null, undefined, Symbol.for('registered'), 2.5]) {
  t(() => wm.set(k, 'x'));
}
t(() => new WeakMap([[a, 1], [b, 2]]).get(b));
t(() => new WeakMap([[1, 2]] as any));
t(() => new WeakMap([1] as any));
t(() => new WeakMap(null).has(a));
t(() => (WeakMap as any)());
t(() => Object.getOwnPropertyNames(WeakMap.prototype));
t(() => [WeakMap.length, WeakMap.name, Object.prototype.toString.call(wm), String(wm)]);
t(() => WeakMap.prototype.get.call({}, a));
t(() => WeakMap.prototype.set.call(new Map(), a, 1));
t(() => (wm as any).size);
t(() => (wm as any).forEach);
const frozen = Object.freeze({ z: 1 });
wm.set(frozen, 'frozen');
t(() => [wm.get(frozen), Object.isFrozen(frozen), Object.keys(frozen)]);
const cache = new WeakMap<object, number>();
const compute = (o: { n: number }) => { if (!cache.has(o)) { console.log('computing', o.n); cache.set(o, o.n * o.n); } return cache.get(o); };
const o3 = { n: 3 };
console.log(compute(o3), compute(o3), compute({ n: 3 }));
