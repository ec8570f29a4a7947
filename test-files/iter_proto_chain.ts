// The iterator prototypes: %IteratorPrototype%[Symbol.iterator] returns
// this; an exhausted Array Iterator stays done; for-of over iterables.
const arrIt = [1][Symbol.iterator]();
const arrProto = Object.getPrototypeOf(arrIt);
const iterProto = Object.getPrototypeOf(arrProto);
console.log(arrIt[Symbol.iterator]() === arrIt, iterProto[Symbol.iterator].name, Object.getOwnPropertyNames(iterProto));
console.log(arrIt.next(), arrIt.next(), arrIt.next());
class Evens {
  max: number;
  constructor(max: number) { this.max = max; }
  [Symbol.iterator]() {
    let n = 0;
    const max = this.max;
    const it = Object.create(iterProto);
    it.next = () => (n <= max ? { value: (n += 2) - 2, done: false } : { value: undefined, done: true });
    return it;
  }
}
const out: number[] = [];
for (const v of new Evens(8)) out.push(v);
console.log(out, [...new Evens(4)]);
const inner = new Evens(2)[Symbol.iterator]();
console.log(inner[Symbol.iterator]() === inner, [...inner]);
let total = 0;
for (const [i, v] of ['a', 'b', 'c'].entries()) total += i * v.charCodeAt(0);
console.log(total);
