// forEach: (value, key, map), thisArg, entries added during the walk are
// visited, deleted ones skipped, clear ends it; non-callables throw.
const m = new Map<any, any>([['a', 1], ['b', 2], ['c', 3]]);
m.forEach(function (this: any, v, k, map) {
  console.log(k, v, map === m, this === undefined ? 'no this' : this.tag);
});
m.forEach(function (this: any, v, k) { console.log(this.tag, k); }, { tag: 'T' });
const seen: string[] = [];
m.forEach((v, k) => {
  seen.push(k);
  if (k === 'a') { m.delete('b'); m.set('d', 4); }
  if (k === 'd') m.set('e', 5);
});
console.log(seen.join(' '), m.size);
const again: string[] = [];
let moved = false;
m.forEach((v, k) => { again.push(k); if (k === 'c' && !moved) { moved = true; m.delete('c'); m.set('c', 33); } });
console.log(again.join(' '), m.get('c'));
let calls = 0;
m.forEach(() => { calls++; m.clear(); });
console.log(calls, m.size);
const n = new Map<number, number>([[1, 1]]);
let visits = 0;
n.forEach((v, k) => { visits++; if (k < 50) n.set(k + 1, k + 1); });
console.log(visits, n.size);
for (const bad of [undefined, null, 5, 'str', {}]) {
  try { (new Map() as any).forEach(bad); console.log('no throw for', bad); }
  catch (e: any) { console.log(e.name + ': ' + e.message); }
}
try { new Map([[1, 2]]).forEach(() => { throw new Error('stop'); }); }
catch (e: any) { console.log('caught', e.message); }
console.log(new Map().forEach(() => 1));
