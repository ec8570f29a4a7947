// Array destructuring from generators: defaults (evaluated lazily), holes, rest, nesting, swaps, params.
function* seq(...values: unknown[]) {
  for (const v of values) {
    console.log(`  seq yields ${JSON.stringify(v)}`);
    yield v;
  }
  console.log("  seq exhausted");
}

function fallback(name: string): string {
  console.log(`  default for ${name} evaluated`);
  return `default-${name}`;
}

const [a, b = fallback("b"), c = fallback("c")] = seq(1, undefined);
console.log({ a, b, c });

const [d = fallback("d"), e = fallback("e")] = seq(null, 0);
console.log({ d, e });

const [, second, , fourth] = seq("w", "x", "y", "z", "extra");
console.log({ second, fourth });

const [head, ...tail] = seq(10, 20, 30);
console.log({ head, tail });

const [...everything] = seq();
console.log(everything);

// nested patterns pull from nested generators
function* pairs(): Generator<[string, number]> {
  yield ["one", 1];
  yield ["two", 2];
  yield ["three", 3];
}
const [[n1, v1], [n2], [, v3] = ["none", -1]] = pairs();
console.log(n1, v1, n2, v3);

function* points() {
  yield { x: 1, y: 2 };
  yield { x: 3, y: 4, label: "p2" };
}
const [{ x: x1, y: y1 }, { label = "unlabelled", ...coords }] = points();
console.log(x1, y1, label, coords);

// destructuring in parameters and in for...of heads
function sumFirstTwo([p = 0, q = 0]: Iterable<number>): number {
  return p + q;
}
console.log(sumFirstTwo(seq(5, 6, 7) as Iterable<number>), sumFirstTwo(seq(9) as Iterable<number>));
for (const [name, value] of pairs()) console.log(`${name}=${value}`);

// swapping via destructuring assignment from a generator
let left = "L";
let right = "R";
function* swap(p: string, q: string) { yield q; yield p; }
[left, right] = swap(left, right);
console.log(left, right);

// assignment targets can be properties and array elements
const target: { first?: unknown; rest?: unknown[] } = {};
const slots: unknown[] = [];
[target.first, slots[2], ...target.rest] = seq("A", "B", "C", "D");
console.log(target, slots);
