// Class instances nested in containers, past the depth limit, and in arrays.
class Leaf {
  constructor(public v: number) {}
}
class Branch {
  constructor(public left: any, public right: any) {}
}
const tree = new Branch(new Branch(new Leaf(1), new Leaf(2)), new Branch(new Leaf(3), new Branch(new Leaf(4), null)));
console.log(tree);
console.log([tree]);
console.log({ root: tree });
class Wrapper {
  items: Leaf[] = [];
}
const w = new Wrapper();
for (let i = 0; i < 8; i++) w.items.push(new Leaf(i));
console.log(w);
class EmptyLeaf {}
console.log({ a: { b: { c: new EmptyLeaf(), d: new Leaf(0) } } });
const nullProtoDeep: any = { a: { b: { c: Object.create(null) } } };
nullProtoDeep.a.b.c.x = 1;
console.log(nullProtoDeep);
class ListNode {
  next: ListNode | null = null;
  constructor(public val: number) {}
}
const head = new ListNode(1);
head.next = new ListNode(2);
head.next.next = new ListNode(3);
head.next.next.next = new ListNode(4);
console.log(head);
