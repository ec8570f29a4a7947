// Replacing the array iteration built-ins is seen by spread, Array.from
// and destructuring (no fast path hides it), and restoring them works.
function maxOf(...xs: number[]): number { return xs.reduce((m, x) => (x > m ? x : m), -Infinity); }
const orig = Array.prototype[Symbol.iterator];
const a = [1, 2, 3];
(Array.prototype as any)[Symbol.iterator] = function (this: unknown[]) {
  let i = this.length;
  const self = this;
  return { next: () => (i > 0 ? { value: self[--i], done: false } : { value: undefined, done: true }) };
};
const collect = (...xs: unknown[]) => xs;
console.log(collect(...a), Array.from(a), maxOf(...a));
const [p, q] = a;
console.log(p, q);
(Array.prototype as any)[Symbol.iterator] = orig;
console.log([...a], Array.from(a));
const ownIter = [7, 8];
(ownIter as any)[Symbol.iterator] = function () { let d = false; return { next: () => { const r = { value: "own", done: d }; d = true; return r; } }; };
console.log([...ownIter]);
const arrIterProto = Object.getPrototypeOf([][Symbol.iterator]());
const origNext = arrIterProto.next;
let nexts = 0;
arrIterProto.next = function (this: unknown) { nexts++; return origNext.call(this); };
console.log(collect(...[4, 5]), Array.from([6]), nexts);
arrIterProto.next = origNext;
const holesWithProto = [1, , 3];
(Array.prototype as any)[1] = 'from proto';
console.log([...holesWithProto], Array.from(holesWithProto));
delete (Array.prototype as any)[1];
console.log([...holesWithProto]);
