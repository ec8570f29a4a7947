// The inline and cached fast paths of arrays step aside whenever the
// program could tell: `a.push(v)` inline on dense arrays, the remembered
// check that `for…of` over an array runs the original iterator, and
// `slice` of a dense range copied at once.

// push: dense with room, growing, and every case the inline path refuses.
const a: number[] = [];
let lengthsRight = true;
for (let i = 0; i < 20; i++) lengthsRight = lengthsRight && a.push(i * i) === i + 1;
console.log(lengthsRight);
console.log(a.length, a[19], a);
const frozen = Object.freeze([1, 2]);
try {
  (frozen as number[]).push(3);
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
const sparse: number[] = [];
sparse[5000] = 1;
console.log(sparse.push(2), sparse.length, sparse[5001]);
const fixedLength = [1, 2, 3];
Object.defineProperty(fixedLength, "length", { writable: false });
try {
  fixedLength.push(4);
} catch (e) {
  console.log((e as Error).message, fixedLength);
}
const arrayLike: any = { length: 2, 0: "x", 1: "y", push: Array.prototype.push };
console.log(arrayLike.push("z"), arrayLike);
class Stack {
  items: string[] = [];
  push(s: string): number {
    this.items.push(s.toUpperCase());
    return -1;
  }
}
const st = new Stack();
console.log(st.push("a"), st.push("b"), st.items);
const origPush = Array.prototype.push;
let seen = 0;
Array.prototype.push = function (this: unknown[], ...xs: unknown[]) {
  seen += xs.length;
  return origPush.apply(this, xs);
};
// (Nothing is printed while push is patched: node's console.log uses it.)
const b = [1];
const r1 = b.push(2);
const r2 = b.push(3, 4);
const seenPatched = seen;
Array.prototype.push = origPush;
console.log(r1, r2, seenPatched, b.push(5), seen, b);
class MyArray extends Array<number> {}
const mine = new MyArray();
console.log(mine.push(7), mine.push(8), mine, mine instanceof MyArray);
const nested: number[][] = [[]];
for (let i = 0; i < 5; i++) nested[0].push(i);
console.log(nested);
let notArray: any = "str";
try {
  notArray.push(1);
} catch (e) {
  console.log((e as Error).message);
}
notArray = null;
try {
  notArray.push(1);
} catch (e) {
  console.log((e as Error).message);
}

// for…of over arrays: the remembered check must notice every change.
function once(v: number): () => Iterator<number> {
  return () => {
    let done = false;
    return {
      next: () => {
        const r = { value: v, done };
        done = true;
        return r;
      },
    };
  };
}
function sum(xs: number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
const xs = [1, 2, 3];
console.log(sum(xs), sum(xs), sum([10, 20]));
const origIter = Array.prototype[Symbol.iterator];
(Array.prototype as any)[Symbol.iterator] = once(100);
console.log(sum(xs), sum([1]));
(Array.prototype as any)[Symbol.iterator] = origIter;
console.log(sum(xs));
const iterProto = Object.getPrototypeOf([][Symbol.iterator]());
const origNext = iterProto.next;
iterProto.next = function (this: Iterator<number>) {
  const r = origNext.call(this);
  if (!r.done) r.value *= 2;
  return r;
};
console.log(sum(xs));
iterProto.next = origNext;
console.log(sum(xs));
const own = [5, 6];
(own as any)[Symbol.iterator] = once(1000);
console.log(sum(own), sum(xs));
const named: any = [7, 8];
named.label = "has a named property";
console.log(sum(named), sum(xs));
Object.setPrototypeOf(named, { [Symbol.iterator]: origIter });
console.log(sum(named));
Object.defineProperty(Array.prototype, Symbol.iterator, {
  get() {
    return once(-1);
  },
  configurable: true,
});
console.log(sum(xs));
Object.defineProperty(Array.prototype, Symbol.iterator, {
  value: origIter,
  writable: true,
  configurable: true,
});
console.log(sum(xs), sum([4, 5, 6]));

// slice: dense ranges at once; holes, negative and odd arguments, array-likes.
const h = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
console.log(h.slice(8), h.slice(2, 5), h.slice(-3), h.slice(-3, -1), h.slice(5, 2), h.slice());
console.log(h.slice(1.7, "4" as any), h.slice(NaN), h.slice(0, 100), h.slice(100));
const holes = [1, , 3, , 5];
console.log(holes.slice(1), holes.slice(0, 1), holes.slice(2, 3));
(Array.prototype as any)[1] = "proto";
console.log(holes.slice(0, 3), holes.slice(2));
delete (Array.prototype as any)[1];
const big = Array.from({ length: 100 }, (_, i) => i);
const tail = big.slice(60);
console.log(tail.length, tail[0], tail[39], tail === big);
tail.push(1000);
console.log(big.length, tail.length);
const mutating = [1, 2, 3, 4, 5];
const start = {
  valueOf() {
    mutating.length = 2;
    return 1;
  },
};
console.log(mutating.slice(start as any, 4));
console.log(Array.prototype.slice.call({ length: 3, 0: "a", 2: "c" }, 0));
const objs = [{ k: 1 }, { k: 2 }, { k: 3 }];
const copied = objs.slice(1);
copied[0].k = 20;
console.log(objs, copied);
