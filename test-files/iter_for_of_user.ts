// for-of over user iterables, arrays with holes, strings and array
// iterators (iterators without side effects in next).
class Fib {
  constructor(private count: number) {}
  [Symbol.iterator]() {
    let a = 0, b = 1, left = this.count;
    return { next: () => { if (left-- <= 0) return { done: true, value: undefined }; const v = a; [a, b] = [b, a + b]; return { done: false, value: v }; } };
  }
}
const fib: number[] = [];
for (const f of new Fib(12)) fib.push(f);
console.log(fib.join(' '));
const seen: unknown[] = [];
for (const v of [1, , 3]) seen.push(v);
console.log(seen);
let chars = '';
for (const ch of 'h\u{1F600}!') chars += `[${ch}]`;
console.log(chars);
const keys: number[] = [];
for (const k of ['p', 'q', 'r'].keys()) keys.push(k);
console.log(keys);
for (const [i, f] of Array.from(new Fib(4)).entries()) console.log(i, f);
