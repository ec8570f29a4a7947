// Array destructuring from user iterables: positions, holes, defaults, rest.
class Countdown {
  constructor(private n: number) {}
  [Symbol.iterator]() {
    let n = this.n;
    return { next: () => (n > 0 ? { value: n--, done: false } : { value: undefined, done: true }) };
  }
}
const [a, b, c] = new Countdown(5);
console.log(a, b, c);
const [first, , third, ...rest] = new Countdown(6);
console.log(first, third, rest);
const [x = 'dx', y = 'dy', z = 'dz'] = new Countdown(1);
console.log(x, y, z);
const [[p, q], [r]] = [new Countdown(2), new Countdown(1)];
console.log(p, q, r);
let m: number, n: number;
[m, n] = new Countdown(2);
console.log(m, n);
function take([h, ...t]: any) { return { h, t }; }
console.log(take(new Countdown(3)));
const [s1, s2, ...srest] = 'a\u{1F600}bc';
console.log(s1, s2, srest);
