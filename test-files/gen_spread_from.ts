// Consuming generators with spread, Array.from (with map fn), spread into calls, and array methods.
function* range(n: number, start = 0): Generator<number> {
  for (let i = start; i < start + n; i++) yield i;
}
function* words() {
  yield "delta";
  yield "alpha";
  yield "charlie";
  yield "bravo";
}

console.log([...range(5)]);
console.log([...range(3, 10), ...range(2, 100)]);
console.log([0, ...range(0), 1]);
console.log(Array.from(range(4), (x, i) => x * 10 + i));
console.log(Array.from(words(), (w) => w.length));
console.log([...words()].sort());
console.log(Math.max(...range(50)), Math.min(...range(5, -2)));

function describe(first: string, second: string, ...rest: string[]): string {
  return `first=${first} second=${second} rest=${rest.join("|")}`;
}
console.log(describe(...(words() as unknown as [string, string, ...string[]])));

// spread inside object literals works on arrays built from generators
const table = Object.fromEntries([...words()].map((w, i) => [w, i]));
console.log(table);

// string concatenation of chars generated lazily
function* chars(from: string, to: string) {
  for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c++) yield String.fromCharCode(c);
}
console.log([...chars("a", "j")].join(""));
console.log(Array.from(chars("A", "E")).reverse().join("-"));

// array methods on materialized generators
const squares = [...range(10)].map((x) => x * x);
console.log(squares.filter((x) => x % 2 === 0), squares.reduce((a, b) => a + b, 0));
console.log([...range(6)].findLast((x) => x % 4 === 1), [...range(6)].includes(5));

// the spread happens eagerly: logging shows production order
function* noisy(tag: string, n: number) {
  for (let i = 0; i < n; i++) {
    console.log(`  ${tag} produces ${i}`);
    yield `${tag}${i}`;
  }
}
const merged = [...noisy("x", 2), ...noisy("y", 3)];
console.log(merged);

// Array.from with a generator and a thisArg
const scale = { factor: 3 };
console.log(Array.from(range(4), function (this: typeof scale, v: number) { return v * this.factor; }, scale));

// nested spreads build matrices
function* row(r: number, cols: number) { for (let c = 0; c < cols; c++) yield r * cols + c; }
function* matrix(rows: number, cols: number) { for (let r = 0; r < rows; r++) yield [...row(r, cols)]; }
const m = [...matrix(3, 4)];
console.log(m);
console.log(m.map((r) => r.join(" ")).join(" / "));

// an exhausted generator spreads to nothing
const once = range(3);
console.log([...once], [...once], Array.from(once));
