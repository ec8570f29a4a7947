// for…of over Maps, Sets and their iterators: destructuring entries,
// live iteration (entries added in the loop are visited), break closing
// nothing observable, nested loops, iterators being iterables.
const m = new Map<string, number>([['a', 1], ['b', 2], ['c', 3]]);
for (const [k, v] of m) console.log(k, v);
for (const k of m.keys()) console.log('key', k);
for (const v of m.values()) console.log('value', v);
for (const e of m.entries()) console.log('entry', e);
let added = 0;
for (const [k] of m) { if (added < 2) { m.set(k + k, ++added); } }
console.log([...m.keys()].join(' '));
for (const [k] of m) { if (k.length > 1) m.delete(k); }
console.log(m);
const s = new Set([10, 20, 30, 40]);
for (const x of s) { if (x === 30) break; console.log('set', x); }
const pairs: string[] = [];
for (const a of s) for (const b of s) if (a < b && b - a === 20) pairs.push(a + '-' + b);
console.log(pairs.join(' '));
const it = s.values();
for (const x of it) { console.log('first', x); break; }
for (const x of it) console.log('rest', x);
const counts = new Map<string, number>();
for (const w of 'the cat and the hat and the bat'.split(' ')) counts.set(w, (counts.get(w) ?? 0) + 1);
for (const [w, n] of counts) console.log(w.padEnd(4), n);
const byLength = new Map<number, Set<string>>();
for (const w of counts.keys()) {
  if (!byLength.has(w.length)) byLength.set(w.length, new Set());
  byLength.get(w.length)!.add(w);
}
console.log(byLength);
const obj = Object.fromEntries(counts);
console.log(obj, new Map(Object.entries(obj)));
