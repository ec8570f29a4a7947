// Callbacks that change the array: the length is read once, elements are
// read when their turn comes.
const a = [1, 2, 3];
const visited: number[] = [];
a.forEach((v) => {
  visited.push(v);
  if (a.length < 6) a.push(v * 10);
});
console.log(visited, a);
const b = [1, 2, 3, 4, 5];
console.log(b.map((v, i) => { if (i === 0) b.pop(); return v; }), b);
const c = [1, 2, 3, 4];
const out: number[] = [];
c.forEach((v, i) => { out.push(v); if (i === 1) c.length = 2; });
console.log(out, c);
const d = ['a', 'b', 'c', 'd'];
console.log(d.filter((v, i) => { if (i === 0) d[3] = 'D'; return true; }));
const e = [5, 6, 7];
console.log(e.find((v, i) => { if (i === 0) e.shift(); return v === 7; }), e);
const f = [1, 2, 3];
console.log(f.some((v) => { f.unshift(0); return v > 100; }), f.length);
const g = [1, 2, 3, 4, 5, 6];
console.log(g.reduce((acc, v, i) => { if (i === 1) g.splice(2, 2); return acc + v; }, 0), g);
const h = [3, 1, 2];
h.forEach((_, i) => { h[i + 1] = 'x' + i; });
console.log(h);
