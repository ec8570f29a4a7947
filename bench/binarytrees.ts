// binary-trees: the benchmarks-game allocation benchmark, written from its
// description. Build a "stretch" tree one deeper than the maximum depth and
// check it; keep one long-lived tree of the maximum depth alive throughout;
// for every even depth from 4 up to the maximum build and check
// 2^(max - depth + 4) short-lived trees; finally check the long-lived tree.
// Nodes are instances of one class with two fields; `check` counts nodes.
// The work is nursery allocation, minor collections with a large live set
// (the long-lived tree) and recursive calls.

const MAX_DEPTH = 16;
const MIN_DEPTH = 4;

class TreeNode {
  constructor(
    public left: TreeNode | null,
    public right: TreeNode | null,
  ) {}

  check(): number {
    if (this.left === null) return 1;
    return 1 + this.left.check() + this.right!.check();
  }
}

function bottomUpTree(depth: number): TreeNode {
  if (depth > 0) return new TreeNode(bottomUpTree(depth - 1), bottomUpTree(depth - 1));
  return new TreeNode(null, null);
}

const stretch = MAX_DEPTH + 1;
console.log(`stretch tree of depth ${stretch}\t check: ${bottomUpTree(stretch).check()}`);

const longLived = bottomUpTree(MAX_DEPTH);

for (let depth = MIN_DEPTH; depth <= MAX_DEPTH; depth += 2) {
  const iterations = 1 << (MAX_DEPTH - depth + MIN_DEPTH);
  let check = 0;
  for (let i = 0; i < iterations; i++) check += bottomUpTree(depth).check();
  console.log(`${iterations}\t trees of depth ${depth}\t check: ${check}`);
}

console.log(`long lived tree of depth ${MAX_DEPTH}\t check: ${longLived.check()}`);
