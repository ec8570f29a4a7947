// Array.from: array-likes, iterables, the map function (value, index)
// with its this; Array.of.
console.log(Array.from({ length: 3 }), Array.from({ length: 3 }, (_, i) => i * i), Array.from([1, 2, 3], (x) => x * 2));
console.log(Array.from('héllo'), Array.from('a\u{1F600}b'), Array.from('a\u{1F600}b').length);
console.log(Array.from({ length: 2, 0: 'x', 1: 'y', 2: 'ignored' }), Array.from({}), Array.from({ length: '2' }));
console.log(Array.from([1, , 3]), Array.from(5 as unknown as ArrayLike<number>), Array.from(true as unknown as ArrayLike<number>));
const ctx = { base: 100 };
console.log(Array.from([1, 2], function (this: typeof ctx, x, i) { return this.base + x * 10 + i; }, ctx));
const src = [1, 2, 3];
const copy = Array.from(src);
console.log(copy !== src, copy, Array.from(src.entries()), Array.from(src.keys(), (k) => k * 2));
console.log(Array.of(), Array.of(7), Array.of(1, 'two', [3]), Array.of(undefined).length);
console.log(Array.from.length, Array.of.length, Array.isArray(Array.from('ab')));
const grown: number[] = [1, 2];
console.log(Array.from(grown, (x) => { if (grown.length < 5) grown.push(x * 10); return x; }));
