// Generators holding large arrays, objects and strings in locals across yields while other garbage is made.
function* bigArrayHolder(n: number): Generator<number, number, void> {
  const data: number[] = [];
  for (let i = 0; i < n; i++) data.push(i * 3);
  yield data.length;
  let s = 0;
  for (let i = 0; i < data.length; i += 1000) {
    s += data[i];
    yield s;
  }
  return data.reduce((a, b) => a + b, 0);
}

function* stringHolder(): Generator<number, string> {
  let text = "";
  for (let i = 0; i < 200; i++) text += `chunk-${i};`;
  yield text.length;
  const upper = text.toUpperCase();
  yield upper.length;
  const parts = upper.split(";");
  yield parts.length;
  return parts[150] + "|" + text.slice(0, 16);
}

interface Node { id: number; children: Node[]; payload: string }
function* treeHolder(depth: number): Generator<number, number> {
  let made = 0;
  function build(d: number): Node {
    const node: Node = { id: made++, children: [], payload: "p".repeat(d) };
    if (d > 0) for (let i = 0; i < 3; i++) node.children.push(build(d - 1));
    return node;
  }
  const root = build(depth);
  yield made;
  let visited = 0;
  const stack: Node[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    visited++;
    stack.push(...n.children);
    if (visited % 100 === 0) yield visited;
  }
  return visited + root.payload.length;
}

function churn(k: number): number {
  let total = 0;
  for (let i = 0; i < k; i++) total += [i, i + 1, { v: i }].length;
  return total;
}

const holders = {
  arr: bigArrayHolder(20000),
  str: stringHolder(),
  tree: treeHolder(6),
};
console.log("arr first", holders.arr.next().value);
console.log("str first", holders.str.next().value);
console.log("tree first", holders.tree.next().value);
console.log("churn", churn(3000));

let arrSteps = 0;
let lastArr: IteratorResult<number, number>;
do {
  lastArr = holders.arr.next();
  arrSteps++;
  if (arrSteps % 5 === 0) churn(200);
  if (arrSteps % 3 === 0 && !lastArr.done) console.log("arr progress", arrSteps, lastArr.value);
} while (!lastArr.done);
console.log("arr done after", arrSteps, "steps, total", lastArr.value);

for (let r = holders.str.next(); ; r = holders.str.next()) {
  console.log("str", r);
  churn(500);
  if (r.done) break;
}

let treeYields = 0;
let tr = holders.tree.next();
while (!tr.done) {
  treeYields++;
  if (treeYields % 2 === 0) console.log("tree visited", tr.value);
  churn(100);
  tr = holders.tree.next();
}
console.log("tree returned", tr.value, "after", treeYields, "yields");
