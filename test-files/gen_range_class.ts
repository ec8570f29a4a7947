// A Range class iterable via a generator: steps, negative steps, reuse, nested iteration, helpers.
class Range implements Iterable<number> {
  constructor(readonly start: number, readonly end: number, readonly step: number = 1) {
    if (step === 0) throw new RangeError("step must not be zero");
  }

  *[Symbol.iterator](): Generator<number, void, undefined> {
    if (this.step > 0) {
      for (let i = this.start; i < this.end; i += this.step) yield i;
    } else {
      for (let i = this.start; i > this.end; i += this.step) yield i;
    }
  }

  get length(): number {
    let n = 0;
    for (const _ of this) n++;
    return n;
  }

  *map<U>(f: (x: number) => U): Generator<U> {
    for (const x of this) yield f(x);
  }

  includes(x: number): boolean {
    for (const v of this) if (v === x) return true;
    return false;
  }

  toString(): string {
    return `Range(${this.start}, ${this.end}, ${this.step})`;
  }
}

const r = new Range(0, 10, 3);
console.log(String(r), [...r], r.length);
console.log([...new Range(5, 0, -1)]);
console.log([...new Range(0, 1, 0.25)]);
console.log([...new Range(3, 3)], new Range(3, 3).length);
console.log([...r.map((x) => x * x)], [...r.map(String)]);
console.log(r.includes(6), r.includes(7));

// the same Range iterates any number of times; each iterator is independent
const small = new Range(1, 4);
const i1 = small[Symbol.iterator]();
const i2 = small[Symbol.iterator]();
console.log(i1.next().value, i1.next().value, i2.next().value, i1.next().value, i2.next().value);
console.log(i1.next(), i2.next().value);

// nested loops build a multiplication grid
for (const row of new Range(1, 5)) {
  const cells: string[] = [];
  for (const col of new Range(1, 5)) cells.push(String(row * col).padStart(3));
  console.log(cells.join(""));
}

// ranges inside other containers
const sets = new Set(new Range(0, 20, 4));
console.log(sets, sets.has(8), sets.has(10));
const byParity = new Map<string, number[]>();
for (const n of new Range(1, 11)) {
  const key = n % 2 ? "odd" : "even";
  if (!byParity.has(key)) byParity.set(key, []);
  byParity.get(key)!.push(n);
}
console.log(byParity);

try {
  new Range(0, 5, 0);
} catch (e) {
  console.log((e as Error).name + ": " + (e as Error).message);
}
const [a, b = -1, ...rest] = new Range(10, 0, -2);
console.log(a, b, rest);
const [only, missing = "default"] = new Range(7, 8);
console.log(only, missing);

// ranges in template strings and joined output
for (const step of [1, 2, 5]) {
  console.log(`step ${step}: ${[...new Range(0, 10, step)].join(" ")}`);
}
const evens = new Range(0, 7, 2);
console.log(`evens: ${[...evens.map((x) => `<${x}>`)].join("")}`, `len=${evens.length}`);
