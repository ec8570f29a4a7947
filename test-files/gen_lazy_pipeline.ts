// Lazy pipelines of map/filter/take/chunk generators; logging shows pull-driven, one-at-a-time evaluation.
function* source(items: number[]) {
  for (const x of items) {
    console.log(`  source -> ${x}`);
    yield x;
  }
}
function* map<T, U>(it: Iterable<T>, f: (x: T) => U): Generator<U> {
  for (const x of it) yield f(x);
}
function* filter<T>(it: Iterable<T>, pred: (x: T) => boolean): Generator<T> {
  for (const x of it) if (pred(x)) yield x;
}
function* take<T>(it: Iterable<T>, n: number): Generator<T> {
  if (n <= 0) return;
  for (const x of it) {
    yield x;
    if (--n === 0) break;
  }
}
function* chunk<T>(it: Iterable<T>, size: number): Generator<T[]> {
  let buf: T[] = [];
  for (const x of it) {
    buf.push(x);
    if (buf.length === size) { yield buf; buf = []; }
  }
  if (buf.length) yield buf;
}
function* enumerate<T>(it: Iterable<T>, start = 0): Generator<[number, T]> {
  let i = start;
  for (const x of it) yield [i++, x];
}

const pipeline = take(
  map(
    filter(source([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), (x) => {
      console.log(`    filter ${x}`);
      return x % 2 === 1;
    }),
    (x) => {
      console.log(`      map ${x}`);
      return x * x;
    },
  ),
  3,
);
console.log("pipeline built; nothing ran yet");
for (const v of pipeline) console.log("consumer got", v);
console.log("done");

// chained method-style wrapper
class Lazy<T> implements Iterable<T> {
  constructor(private readonly src: Iterable<T>) {}
  static range(from: number, to: number): Lazy<number> {
    return new Lazy((function* () { for (let i = from; i < to; i++) yield i; })());
  }
  map<U>(f: (x: T) => U) { return new Lazy(map(this.src, f)); }
  filter(p: (x: T) => boolean) { return new Lazy(filter(this.src, p)); }
  take(n: number) { return new Lazy(take(this.src, n)); }
  chunk(n: number) { return new Lazy(chunk(this.src, n)); }
  enumerate() { return new Lazy(enumerate(this.src, 1)); }
  [Symbol.iterator]() { return this.src[Symbol.iterator](); }
  toArray(): T[] { return [...this.src]; }
}

console.log(Lazy.range(0, 1e9).filter((x) => x % 7 === 3).map((x) => `#${x}`).take(5).toArray());
console.log(Lazy.range(1, 12).chunk(5).toArray());
for (const [i, word] of new Lazy(["zero", "one", "two"]).map((s) => s.toUpperCase()).enumerate()) {
  console.log(i, word);
}
const words = new Lazy("the quick brown fox jumps over the lazy dog".split(" "));
console.log(words.filter((w) => w.length > 3).map((w) => w.length).toArray());
