// A binary search tree and a linked list of short-lived nodes: insert,
// look up, delete, walk, with plain objects made by a class and by
// literals.
class Node {
  constructor(key, value) {
    this.key = key;
    this.value = value;
    this.left = null;
    this.right = null;
  }
}

class Tree {
  constructor() {
    this.root = null;
    this.count = 0;
  }
  insert(key, value) {
    if (!this.root) {
      this.root = new Node(key, value);
      this.count++;
      return;
    }
    let n = this.root;
    while (true) {
      if (key === n.key) {
        n.value = value;
        return;
      }
      const side = key < n.key ? "left" : "right";
      if (!n[side]) {
        n[side] = new Node(key, value);
        this.count++;
        return;
      }
      n = n[side];
    }
  }
  find(key) {
    let n = this.root;
    while (n) {
      if (key === n.key) return n.value;
      n = key < n.key ? n.left : n.right;
    }
    return undefined;
  }
  remove(key) {
    const go = (n, key) => {
      if (!n) return null;
      if (key < n.key) n.left = go(n.left, key);
      else if (key > n.key) n.right = go(n.right, key);
      else {
        this.count--;
        if (!n.left) return n.right;
        if (!n.right) return n.left;
        let m = n.right;
        while (m.left) m = m.left;
        n.key = m.key;
        n.value = m.value;
        this.count++;
        n.right = go(n.right, m.key);
      }
      return n;
    };
    this.root = go(this.root, key);
  }
  sum() {
    let s = 0;
    const stack = [];
    let n = this.root;
    while (n || stack.length) {
      while (n) {
        stack.push(n);
        n = n.left;
      }
      n = stack.pop();
      s += n.value;
      n = n.right;
    }
    return s;
  }
}

function listRound(n) {
  let head = null;
  for (let i = 0; i < n; i++) head = { value: i, next: head };
  let s = 0;
  let prev = null;
  while (head) {
    const next = head.next;
    head.next = prev;
    prev = head;
    head = next;
  }
  for (let p = prev; p; p = p.next) s += p.value;
  return s;
}

const t = new Tree();
let seed = 7;
for (let i = 0; i < 200000; i++) {
  seed = (seed * 48271) % 2147483647;
  t.insert(seed % 100000, i);
}
let found = 0;
for (let k = 0; k < 100000; k += 3) if (t.find(k) !== undefined) found++;
for (let k = 0; k < 100000; k += 2) t.remove(k);
let lists = 0;
for (let r = 0; r < 40; r++) lists += listRound(10000);
console.log(t.count, found, t.sum(), lists);
