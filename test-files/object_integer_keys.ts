// Integer-keyed properties on objects that are not arrays: kiln keeps
// them in an elements store beside the named slots (a separate record
// made on first use), so every mix of the two must read back in the
// spec's order: integer keys ascending, then names in insertion order.

function show(label: string, o: object): void {
  console.log(label, JSON.stringify(o), Object.keys(o).join(","));
}

// Elements first, then enough names to need out-of-line slots.
const a: Record<string, number> = {};
a[5] = 5;
a.one = 1;
a[2] = 2;
for (let i = 0; i < 12; i++) a["k" + i] = i;
a[0] = 0;
show("a", a);

// Names first (out-of-line already), then elements.
const b: Record<string, unknown> = { p: 1, q: 2, r: 3, s: 4, t: 5, u: 6 };
b[10] = "ten";
b[3] = "three";
b.v = 7;
show("b", b);

// Dictionary mode after a delete, with elements on both sides of it.
const c: Record<string, unknown> = { x: 1, y: 2 };
c[1] = "one";
delete c.x;
c[0] = "zero";
c.z = 3;
delete c[1];
show("c", c);
console.log("c has", "1" in c, 0 in c, Object.prototype.hasOwnProperty.call(c, "z"));

// Many elements, then names, then the element store grown and shrunk.
const d: Record<number | string, number> = {};
for (let i = 0; i < 40; i++) d[i * 3] = i;
d.name = -1;
for (let i = 0; i < 40; i += 2) delete d[i * 3];
let sum = 0;
for (const k in d) sum += d[k];
console.log("d", Object.keys(d).length, sum, d[3], d[6], d.name);

// Functions, class instances, errors and Maps with integer keys.
function f(): number {
  return 1;
}
(f as any)[0] = "f0";
(f as any).extra = "fx";
console.log("f", (f as any)[0], Object.keys(f));

class Point {
  constructor(public x: number, public y: number) {}
}
const p: any = new Point(1, 2);
p[7] = "seven";
p.z = 3;
console.log("p", p, Object.entries(p));

const e: any = new Error("boom");
e[1] = "e1";
console.log("e", e[1], Object.keys(e));

const m: any = new Map([[1, "a"]]);
m[0] = "m0";
console.log("m", m[0], m.get(1), Object.keys(m));

// Frozen, sealed, defined.
const g: any = { n: 1 };
Object.defineProperty(g, 4, { value: "four", enumerable: false });
g[2] = "two";
Object.freeze(g);
try {
  g[3] = "three";
} catch (err) {
  console.log("g write", (err as Error).message);
}
console.log("g", Object.getOwnPropertyNames(g), Object.isFrozen(g), g[4], g[3]);

// Spread, assign and structured copies keep the order.
const h = { ...a, [1]: "x" };
show("h", h);
const i2 = Object.assign({}, b, { 2: "two" });
show("i", i2);

// Strings boxed as objects have index properties of their own.
const s: any = new String("ab");
s[5] = "five";
s.w = 1;
console.log("s", Object.keys(s), s[0], s[5]);

// Built while collections run: objects held across allocations.
const keep: Record<string, unknown>[] = [];
for (let r = 0; r < 200; r++) {
  const o: Record<string, unknown> = { id: r };
  o[r % 7] = "v" + r;
  o["name" + r] = [r, r + 1];
  o[100 + r] = { nested: r };
  keep.push(o);
}
let total = 0;
for (const o of keep) total += Object.keys(o).length + (o[100 + (o.id as number)] as any).nested;
console.log("keep", keep.length, total, JSON.stringify(keep[199]));
