// Callbacks that allocate (so collections run inside the built-ins) over
// arrays of heap objects: every value must survive being moved.
type Rec = { name: string; n: number };
const recs: Rec[] = [];
for (let i = 0; i < 120; i++) recs.push({ name: 'r' + (i * 7) % 120, n: (i * 37) % 11 });
const mapped = recs.map((r) => ({ label: r.name + '/' + r.n, tags: [r.n, r.name] }));
console.log(mapped.length, mapped[5], mapped[119].tags);
const picked = recs.filter((r) => [r.n].concat([r.n]).length === 2 && r.n > 8);
console.log(picked.length, picked.slice(0, 3));
const grouped = recs.reduce((acc: Record<string, string[]>, r) => {
  const key = 'k' + r.n;
  (acc[key] = acc[key] || []).push(r.name);
  return acc;
}, {});
console.log(Object.keys(grouped).length, grouped.k3);
const sorted = recs.slice().sort((a, b) => {
  const ka = [a.n, a.name].join(':');
  const kb = [b.n, b.name].join(':');
  return ka < kb ? -1 : ka > kb ? 1 : 0;
});
console.log(sorted.slice(0, 4).map((r) => r.name + '=' + r.n), sorted[119]);
const byName = recs.map((r) => r.name).sort();
console.log(byName.slice(0, 6), byName.slice(-3));
const flat = recs.slice(0, 10).flatMap((r) => [{ v: r.n }, [r.name]]);
console.log(flat.length, flat[0], flat[1]);
const found = recs.findLast((r) => ({ r }).r.n === 10);
console.log(found, recs.some((r) => ({ q: r.n }).q === 99), recs.every((r) => typeof { v: r.name }.v === 'string'));
const froms = Array.from(recs.slice(0, 4), (r, i) => ({ i, up: r.name + '!' }));
console.log(froms, Array.from({ length: 3 }, (_, i) => ({ i })));
const copies = recs.slice(0, 6).toSorted((a, b) => ({ d: a.n - b.n }).d).map((r) => r.n);
console.log(copies, recs.slice(0, 5).toReversed().map((r) => r.name));
