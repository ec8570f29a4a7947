// Objects, functions, arrays, frozen and sealed objects as keys, found
// again after many allocations (objects move; their hashes do not).
const m = new Map<any, number>();
const keys: any[] = [];
for (let i = 0; i < 300; i++) {
  const k = i % 5 === 0 ? [i] : i % 5 === 1 ? { i } : i % 5 === 2 ? () => i : i % 5 === 3 ? Object.freeze({ i }) : Object.seal({ i });
  keys.push(k);
  m.set(k, i);
  const garbage: any[] = [];
  for (let j = 0; j < 20; j++) garbage.push({ j, s: 'x' + j });
}
let ok = 0;
for (let i = 0; i < keys.length; i++) if (m.get(keys[i]) === i) ok++;
console.log(ok, m.size);
console.log(Object.isFrozen(keys[3]), Object.keys(keys[3]), JSON.stringify(keys[3]), keys[3]);
console.log(Object.getOwnPropertySymbols(keys[1]), Object.getOwnPropertyNames(keys[1]), Object.isSealed(keys[4]), Object.isExtensible(keys[1]));
for (let i = 0; i < keys.length; i += 3) m.delete(keys[i]);
let still = 0;
m.forEach((v, k) => { if (keys[v] === k) still++; });
console.log(still, m.size, m.has(keys[0]), m.has(keys[1]));
const s = new Set<any>();
const o1 = {}, o2 = {};
s.add(o1).add(o2).add(o1);
console.log(s.size, s.has(o1), s.has({}));
const wm = new WeakMap<object, string>();
wm.set(keys[1], 'weak');
console.log(m.get(keys[1]), wm.get(keys[1]));
const nested = new Map<any, any>([[m, 'the map itself']]);
console.log(nested.get(m), nested.has(new Map()));
