// forEach, map and filter skip holes; map keeps them in its result.
const sparse = [1, , 3, , 5];
const seen: string[] = [];
sparse.forEach((v, i, arr) => seen.push(`${i}:${v}:${arr === sparse}`));
console.log(seen.join(' '));
console.log(sparse.map((v) => v * 10));
console.log(sparse.filter(() => true));
const ctx = { factor: 3 };
console.log([1, 2, 3].map(function (this: { factor: number }, v) { return v * this.factor; }, ctx));
const withUndefined = [undefined, , null];
let calls = 0;
withUndefined.forEach(() => calls++);
console.log('calls', calls, withUndefined.map((v) => typeof v));
console.log([].map((x) => x), [, ,].map((x) => x));
const big = new Array(5);
big[2] = 'two';
console.log(big.map((v, i) => `${v}@${i}`), big.length);
console.log([1, 2, 3].forEach((v) => v), [1, 2, 3].map(String), ['1', '2', '3'].map(Number));
