// Insertion order: re-setting keeps the position, delete and re-add moves
// the key to the end; order survives the table growing and being rebuilt.
const m = new Map<any, number>();
m.set('c', 1).set('a', 2).set('b', 3);
const keys = (x: Map<any, any>) => { const out: any[] = []; x.forEach((_, k) => out.push(k)); return out.join(','); };
console.log(keys(m));
m.set('c', 10);
console.log(keys(m), m.get('c'));
m.delete('c');
m.set('c', 11);
console.log(keys(m));
// numeric-looking keys are not sorted (unlike object properties)
const n = new Map<any, number>([[3, 1], ['2', 2], [1, 3], ['0', 4]]);
console.log(keys(n));
const o: any = { 3: 1, 2: 2, 1: 3, 0: 4 };
console.log(Object.keys(o).join(','));
// grow, delete half, grow again: order is still insertion order
const g = new Map<number, number>();
for (let i = 0; i < 200; i++) g.set(i, i * i);
for (let i = 0; i < 200; i += 2) g.delete(i);
for (let i = 200; i < 260; i++) g.set(i, i);
for (let i = 1; i < 20; i += 2) g.set(i, -i);
let prev = -1, ordered = true, count = 0;
g.forEach((v, k) => { if (k <= prev) ordered = false; prev = k; count++; });
console.log(ordered, count, g.size, g.get(1), g.get(3), g.get(199), g.get(200), g.get(2));
// churn: many adds and deletes of the same few keys
const c = new Map<string, number>();
for (let i = 0; i < 5000; i++) { c.set('k' + (i % 7), i); if (i % 3 === 0) c.delete('k' + ((i + 1) % 7)); }
console.log(keys(c), c.size);
