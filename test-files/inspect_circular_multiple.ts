// Several distinct cycles in one value get distinct ref numbers.
const outer: any = { id: "outer", inner1: { id: "inner1" }, inner2: { id: "inner2" } };
outer.inner1.self = outer.inner1;
outer.inner2.self = outer.inner2;
console.log(outer);
outer.loop = outer;
console.log(outer);
const p: any = { id: "p" };
const q: any = { id: "q", p };
p.q = q;
const holder = { first: p, second: q };
console.log(holder);
const list: any = { v: 1, next: { v: 2, next: { v: 3 } } };
list.next.next.next = list;
console.log(list);
const ring: any[] = [];
const r1: any = { n: 1 };
const r2: any = { n: 2 };
r1.next = r2;
r2.next = r1;
ring.push(r1, r2);
console.log(ring);
class Node {
  children: Node[] = [];
  parent: Node | null = null;
  constructor(public label: string) {}
}
const root = new Node("root");
const child = new Node("child");
child.parent = root;
root.children.push(child);
console.log(root);
console.log(child);
console.log("twice in one call", self(), self());
function self() {
  const o: any = {};
  o.o = o;
  return o;
}
