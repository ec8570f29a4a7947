// Spread of user iterables (classes with next()) into arrays and calls.
function maxOf(...xs: number[]): number { return xs.reduce((m, x) => (x > m ? x : m), -Infinity); }
class Range {
  constructor(private lo: number, private hi: number) {}
  [Symbol.iterator]() {
    let cur = this.lo;
    const hi = this.hi;
    return { next: () => (cur < hi ? { value: cur++, done: false } : { value: undefined, done: true }) };
  }
}
console.log([...new Range(0, 5)], [...new Range(3, 3)], [0, ...new Range(1, 3), 9]);
function sum(...xs: number[]) { return xs.reduce((a, b) => a + b, 0); }
console.log(sum(...new Range(1, 11)), maxOf(...new Range(-5, 0)));
class Letters {
  s = 'abc';
  [Symbol.iterator]() { return new LetterIter(this.s); }
}
class LetterIter {
  i = 0;
  constructor(private s: string) {}
  next() { return this.i < this.s.length ? { done: false, value: this.s[this.i++] } : { done: true, value: 'ignored' }; }
}
console.log([...new Letters()], [...new Letters(), ...new Letters()].join(''));
const once = new LetterIter('xy');
const wrapper = { [Symbol.iterator]: () => once };
console.log([...wrapper], [...wrapper]);
