// Flattening nested arrays and object trees recursively with yield*, with depth limits and paths.
type Nested<T> = T | Nested<T>[];

function* flatten<T>(value: Nested<T>): Generator<T> {
  if (Array.isArray(value)) {
    for (const item of value) yield* flatten(item);
  } else {
    yield value;
  }
}

function* flattenDepth(value: unknown, depth: number): Generator<unknown> {
  for (const item of value as unknown[]) {
    if (Array.isArray(item) && depth > 0) yield* flattenDepth(item, depth - 1);
    else yield item;
  }
}

const nested: Nested<number> = [1, [2, [3, [4, [5, [6]]]]], [], [[[]]], 7, [8, [9]]];
console.log([...flatten(nested)]);
for (const d of [0, 1, 2, 3]) console.log("depth", d, JSON.stringify([...flattenDepth(nested, d)]));
console.log("matches Array.prototype.flat:", JSON.stringify([...flattenDepth(nested, 2)]) === JSON.stringify((nested as unknown[]).flat(2)));

// strings are treated as leaves, not iterated
const mixed: Nested<string | number> = ["ab", ["cd", [1, "ef"]], [[2]]];
console.log([...flatten(mixed)]);

// paths to each leaf of a JSON-like value
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
function* leaves(v: Json, path = "$"): Generator<[string, Json]> {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) yield* leaves(v[i], `${path}[${i}]`);
  } else if (v !== null && typeof v === "object") {
    for (const k of Object.keys(v)) yield* leaves(v[k], `${path}.${k}`);
  } else {
    yield [path, v];
  }
}
const doc: Json = {
  name: "kiln",
  version: [0, 4, 1],
  deps: { gc: { enabled: true, mode: "stress" }, io: null },
  tags: [],
  matrix: [[1, 2], [3, [4]]],
};
for (const [p, v] of leaves(doc)) console.log(p.padEnd(20), JSON.stringify(v));

// a deep (250-level) nesting still flattens correctly
let deep: Nested<number> = [250];
for (let i = 249; i >= 1; i--) deep = [i, deep];
let total = 0;
let count = 0;
for (const x of flatten(deep)) {
  total += x;
  count++;
}
console.log("deep:", count, "leaves, sum", total);

// counting via the return value of yield*
function* countingFlatten(value: Nested<number>): Generator<number, number> {
  if (!Array.isArray(value)) {
    yield value;
    return 1;
  }
  let n = 0;
  for (const item of value) n += yield* countingFlatten(item);
  return n;
}
const cf = countingFlatten([[1, 2], [3, [4, 5]], 6]);
const seen: number[] = [];
let res = cf.next();
while (!res.done) { seen.push(res.value); res = cf.next(); }
console.log(seen, "count returned:", res.value);
