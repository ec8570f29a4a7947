// Async recursion: depth 1000, mutual recursion, tree walks and memoised recursion through awaits.
async function sumTo(n: number): Promise<number> {
  if (n === 0) return 0;
  return n + (await sumTo(n - 1));
}
console.log("sumTo(1000):", await sumTo(1000));
for (const n of [0, 1, 10]) console.log(`sumTo(${n}):`, await sumTo(n));
async function countDown(n: number, log: number[]): Promise<void> {
  if (n < 0) return;
  await null;
  if (n % 250 === 0) log.push(n);
  await countDown(n - 1, log);
}
const marks: number[] = [];
await countDown(1000, marks);
console.log("countdown marks:", marks);
async function isEven(n: number): Promise<boolean> {
  return n === 0 ? true : isOdd(n - 1);
}
async function isOdd(n: number): Promise<boolean> {
  return n === 0 ? false : isEven(n - 1);
}
for (const n of [0, 7, 10, 301]) console.log(`isEven(${n}):`, await isEven(n));
interface TreeNode {
  name: string;
  size: number;
  children: TreeNode[];
}
function build(depth: number, prefix: string): TreeNode {
  const children: TreeNode[] = [];
  if (depth > 0) for (let i = 0; i < 3; i++) children.push(build(depth - 1, `${prefix}/${i}`));
  return { name: prefix, size: depth + 1, children };
}
async function totalSize(node: TreeNode): Promise<number> {
  await null;
  const sizes = await Promise.all(node.children.map(totalSize));
  return node.size + sizes.reduce((a, b) => a + b, 0);
}
const tree = build(4, "root");
console.log("tree total size:", await totalSize(tree));
async function findPath(node: TreeNode, target: string): Promise<string | null> {
  if (node.name === target) return node.name;
  for (const c of node.children) {
    const found = await findPath(c, target);
    if (found) return found;
  }
  return null;
}
console.log("find root/2/1/0:", await findPath(tree, "root/2/1/0"));
console.log("find missing:", await findPath(tree, "root/9"));
const memo = new Map<number, Promise<number>>();
let calls = 0;
function fib(n: number): Promise<number> {
  const hit = memo.get(n);
  if (hit) return hit;
  calls++;
  const p = (async () => (n < 2 ? n : (await fib(n - 1)) + (await fib(n - 2))))();
  memo.set(n, p);
  return p;
}
console.log("fib(60):", await fib(60), "distinct calls:", calls);
console.log("fib(30) from memo:", await fib(30), "calls still:", calls);
type Nested = number | Nested[];
async function flatten(v: Nested): Promise<number[]> {
  if (typeof v === "number") return [await Promise.resolve(v)];
  const parts = await Promise.all(v.map(flatten));
  return parts.flat();
}
console.log("flatten:", await flatten([1, [2, [3, [4, [5]]]], 6]));
async function hanoi(n: number, from: string, to: string, via: string, moves: string[]): Promise<void> {
  if (n === 0) return;
  await hanoi(n - 1, from, via, to, moves);
  moves.push(from + to);
  await hanoi(n - 1, via, to, from, moves);
}
const moves: string[] = [];
await hanoi(4, "A", "C", "B", moves);
console.log("hanoi(4):", moves.length, "moves, first:", moves.slice(0, 5).join(" "));
