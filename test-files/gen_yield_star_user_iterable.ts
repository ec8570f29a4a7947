// yield* over user-defined iterables: plain iterator objects, class iterators, and their return values.
class Countdown {
  constructor(private from: number) {}
  [Symbol.iterator](): Iterator<number, string> {
    let n = this.from;
    return { next: () => (n > 0 ? { value: n--, done: false } : { value: "countdown over", done: true }) };
  }
}

function* withCountdown() {
  yield "start";
  const r = yield* new Countdown(3) as unknown as Iterable<number>;
  yield `inner said: ${r}`;
}
console.log([...withCountdown()]);

// an iterable whose iterator logs every call
function loud(name: string, items: string[]) {
  return {
    [Symbol.iterator]() {
      console.log(`  ${name}: [Symbol.iterator]()`);
      let i = 0;
      return {
        next(arg?: unknown) {
          console.log(`  ${name}: next(${String(arg)})`);
          return i < items.length ? { value: items[i++], done: false } : { value: `${name}-ret`, done: true };
        },
      };
    },
  };
}
function* uses() {
  const r1 = yield* loud("A", ["a1", "a2"]);
  console.log("  r1 =", r1);
  const r2 = yield* loud("B", []);
  console.log("  r2 =", r2);
}
const u = uses();
console.log(u.next("ignored"));
console.log(u.next("x"));
console.log(u.next("y"));

// yielding from an object that is its own iterator
const selfIter = {
  i: 0,
  [Symbol.iterator]() { return this; },
  next() { return this.i < 3 ? { value: `self${this.i++}`, done: false } : { value: undefined, done: true }; },
};
function* fromSelf() { yield* selfIter; yield* selfIter; yield "end"; }
console.log([...fromSelf()], selfIter.i);

// a class implementing the iterator protocol by hand, consumed through yield* in a loop
class Repeat implements Iterator<string> {
  private n = 0;
  constructor(private word: string, private times: number) {}
  next(): IteratorResult<string> {
    return this.n < this.times ? { value: `${this.word}#${++this.n}`, done: false } : { value: undefined, done: true };
  }
  [Symbol.iterator]() { return this; }
}
function* chorus() { for (const w of ["la", "da"]) yield* new Repeat(w, 2); }
for (const s of chorus()) console.log(s);

// delegating to a generator-backed user iterable class and to a plain iterable object in one generator
class Words {
  constructor(private text: string) {}
  *[Symbol.iterator]() { for (const w of this.text.split(" ")) yield w; }
}
function* mixed() {
  yield* new Words("one two");
  yield* new Countdown(2) as unknown as Iterable<number>;
  yield* loud("C", ["c1"]);
}
const mx = mixed();
for (let r = mx.next(); !r.done; r = mx.next()) console.log("mixed:", r.value);
