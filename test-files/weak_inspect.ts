// console.log of WeakMap/WeakSet: no entries by default, sorted entries
// with %o (showHidden).
const k1 = { name: 'k1' }, k2 = { name: 'k2' };
const wm = new WeakMap<object, any>([[k1, 'one'], [k2, [2]]]);
const ws = new WeakSet<object>([k1, k2]);
console.log(wm, ws);
console.log([wm], { ws });
console.log('%o', wm);
console.log('%o', ws);
console.log('%O', wm);
const extra: any = new WeakMap(); extra.note = 'x';
console.log(extra);
class Registry extends WeakMap<object, string> {}
console.log(new Registry(), WeakMap.prototype, WeakSet.prototype);
