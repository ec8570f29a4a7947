// Array.from over user iterables, with a map function and its index.
class Squares {
  constructor(private n: number) {}
  [Symbol.iterator]() {
    let i = 0;
    const n = this.n;
    return {
      next() { i++; return i <= n ? { value: i * i, done: false } : { value: -1, done: true }; },
      [Symbol.iterator]() { return this; },
    };
  }
}
console.log(Array.from(new Squares(5)), Array.from(new Squares(4), (v, i) => `${i}:${v}`));
const sq = new Squares(3)[Symbol.iterator]();
console.log(sq.next(), Array.from(sq), Array.from(sq));
const iterableLike = { length: 99, [Symbol.iterator]() { let k = 0; return { next: () => ({ value: k, done: k++ >= 2 }) }; } };
console.log(Array.from(iterableLike));
const nullIter = { [Symbol.iterator]: null, length: 2, 0: 'array', 1: 'like' };
console.log(Array.from(nullIter as unknown as ArrayLike<string>));
console.log(Array.from({ [Symbol.iterator]: undefined, length: 1, 0: 'u' } as unknown as ArrayLike<string>));
