// Recursive generators for permutations, combinations, power sets, cartesian products and partitions.
function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield items.slice();
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const perm of permutations(rest)) yield [items[i], ...perm];
  }
}

function* combinations<T>(items: T[], k: number, start = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = start; i <= items.length - k; i++) {
    for (const tail of combinations(items, k - 1, i + 1)) yield [items[i], ...tail];
  }
}

function* powerSet<T>(items: T[]): Generator<T[]> {
  if (items.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = items;
  for (const subset of powerSet(rest)) {
    yield subset;
    yield [first, ...subset];
  }
}

function* product(...lists: string[][]): Generator<string> {
  if (lists.length === 0) {
    yield "";
    return;
  }
  const [head, ...tail] = lists;
  for (const h of head) for (const t of product(...tail)) yield h + t;
}

function* partitions(n: number, max = n): Generator<number[]> {
  if (n === 0) {
    yield [];
    return;
  }
  for (let k = Math.min(n, max); k >= 1; k--) {
    for (const p of partitions(n - k, k)) yield [k, ...p];
  }
}

console.log([...permutations(["a", "b", "c"])].map((p) => p.join("")).join(" "));
console.log("4! =", [...permutations([1, 2, 3, 4])].length);
let n = 0;
for (const p of permutations([1, 2, 3, 4, 5])) {
  if (p[0] === 5 && p[4] === 1) n++;
}
console.log("5-perms starting with 5 and ending with 1:", n);

console.log([...combinations(["w", "x", "y", "z"], 2)].map((c) => c.join("")));
console.log("C(10,3) =", [...combinations([...Array(10).keys()], 3)].length);
console.log([...combinations([1, 2, 3], 0)], [...combinations([1, 2], 3)]);

console.log([...powerSet(["p", "q", "r"])].map((s) => `{${s.join(",")}}`).join(" "));
console.log("subsets summing to 10:", [...powerSet([1, 2, 3, 4, 5, 6])].filter((s) => s.reduce((a, b) => a + b, 0) === 10).map((s) => s.join("+")));

console.log([...product(["0", "1"], ["0", "1"], ["0", "1"])].join(" "));
console.log([...product(["a", "b"], ["1", "2", "3"])].join(" "));

for (const p of partitions(6)) console.log("6 =", p.join(" + "));
console.log("p(15) =", [...partitions(15)].length);

// two-digit puzzle AB + BA = 121 over distinct digits, via combinations then permutations
function* digitPairs() {
  for (const c of combinations([1, 2, 3, 4, 5, 6, 7, 8, 9], 2)) {
    yield* permutations(c);
  }
}
for (const [a, b] of digitPairs()) {
  if (10 * a + b + 10 * b + a === 121) {
    console.log(`solution ${a}${b} + ${b}${a} = 121`);
  }
}
