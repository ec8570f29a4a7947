// Binary search tree traversals (in-order, pre-order, post-order, level-order) with recursive yield*.
class TreeNode {
  left: TreeNode | null = null;
  right: TreeNode | null = null;
  constructor(public key: number) {}
}

class BST {
  root: TreeNode | null = null;

  insert(key: number): void {
    const node = new TreeNode(key);
    if (!this.root) { this.root = node; return; }
    let cur = this.root;
    for (;;) {
      const side = key < cur.key ? "left" : "right";
      const child = cur[side];
      if (!child) { cur[side] = node; return; }
      cur = child;
    }
  }

  *inOrder(node: TreeNode | null = this.root): Generator<number> {
    if (!node) return;
    yield* this.inOrder(node.left);
    yield node.key;
    yield* this.inOrder(node.right);
  }

  *preOrder(node = this.root): Generator<number> {
    if (node) {
      yield node.key;
      yield* this.preOrder(node.left);
      yield* this.preOrder(node.right);
    }
  }

  *postOrder(node = this.root): Generator<number> {
    if (node === null) return;
    yield* this.postOrder(node.left);
    yield* this.postOrder(node.right);
    yield node.key;
  }

  *levelOrder() {
    const queue: Array<[TreeNode, number]> = this.root ? [[this.root, 0]] : [];
    while (queue.length) {
      const [n, depth] = queue.shift()!;
      yield `${depth}:${n.key}`;
      if (n.left) queue.push([n.left, depth + 1]);
      if (n.right) queue.push([n.right, depth + 1]);
    }
  }

  *[Symbol.iterator]() {
    yield* this.inOrder();
  }
}

const tree = new BST();
for (const k of [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]) tree.insert(k);

console.log("in  ", [...tree.inOrder()].join(" "));
console.log("pre ", [...tree.preOrder()].join(" "));
console.log("post", [...tree.postOrder()].join(" "));
console.log("lvl ", [...tree.levelOrder()].join(" "));
console.log("iter", [...tree]);

// stop early: find the first key above 42 lazily
for (const k of tree) {
  if (k > 42) { console.log("first above 42:", k); break; }
}

// two interleaved traversals
const a = tree.inOrder();
const b = tree.postOrder();
for (let i = 0; i < 7; i++) console.log("interleave", a.next().value, b.next().value);

// a deeper degenerate tree (a chain) exercises deep yield* nesting
const chain = new BST();
for (let i = 1; i <= 60; i++) chain.insert(i);
let total = 0;
let count = 0;
for (const k of chain) { total += k; count++; }
console.log("chain count", count, "sum", total);
console.log("chain post first/last", chain.postOrder().next().value, [...chain.preOrder()].slice(-3));
console.log("empty tree", [...new BST()], [...new BST().levelOrder()]);

// group the breadth-first walk of the first tree by depth
const levels = new Map<string, number[]>();
for (const [d, k] of [...tree.levelOrder()].map((e) => e.split(":"))) {
  levels.set(d, [...(levels.get(d) ?? []), Number(k)]);
}
for (const [d, ks] of levels) console.log("depth", d, ks.join(" "));
