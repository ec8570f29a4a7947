// yield* in async generators: delegating to async generators, sync iterables, and receiving the delegate's return value.
async function* letters(): AsyncGenerator<string, number> {
  yield "a";
  await null;
  yield "b";
  return 2;
}
async function* numbers(): AsyncGenerator<number, string> {
  yield 1;
  yield 2;
  yield 3;
  return "numbers done";
}
async function* combined(): AsyncGenerator<string | number, string> {
  const count = yield* letters();
  console.log("  letters returned", count);
  const msg = yield* numbers();
  console.log("  numbers returned", msg);
  yield* ["sync", "array"];
  yield* new Set([Promise.resolve("set promise")]);
  return "combined done";
}
const out: (string | number)[] = [];
const it = combined();
let step = await it.next();
while (!step.done) {
  out.push(step.value);
  step = await it.next();
}
console.log("values:", out);
console.log("final return:", step.value);

async function* inner(): AsyncGenerator<string, void, string> {
  const a = yield "inner asks 1";
  console.log("  inner received", a);
  const b = yield "inner asks 2";
  console.log("  inner received", b);
}
async function* outer(): AsyncGenerator<string, void, string> {
  const first = yield "outer asks";
  console.log("  outer received", first);
  yield* inner();
  yield "outer last";
}
const o = outer();
console.log((await o.next()).value);
console.log((await o.next("x")).value);
console.log((await o.next("y")).value);
console.log((await o.next("z")).value);
console.log(await o.next("w"));

type Tree = { v: number; kids: Tree[] };
async function* walk(t: Tree, depth = 0): AsyncGenerator<string> {
  yield `${"  ".repeat(depth)}${t.v}`;
  for (const k of t.kids) yield* walk(k, depth + 1);
}
const tree: Tree = { v: 1, kids: [{ v: 2, kids: [{ v: 4, kids: [] }] }, { v: 3, kids: [] }] };
for await (const line of walk(tree)) console.log(line);

async function* closing(): AsyncGenerator<number> {
  try {
    yield* numbers();
  } finally {
    console.log("  outer finally after delegate closed");
  }
}
for await (const n of closing()) {
  if (n === 2) break;
  console.log("closing got", n);
}
