// flat and flatMap: depths, holes, non-array elements.
const deep = [1, [2, [3, [4, [5]]]]];
console.log(deep.flat(), deep.flat(2), deep.flat(Infinity), deep.flat(0), deep.flat(-1));
console.log([1, , [2, , 3]].flat(), [[], [[]], [[], []]].flat(), [[], [[]]].flat(Infinity));
console.log(['a', 'bc'].flatMap((s) => s.split('')), [1, 2, 3].flatMap((x) => [x, [x * 2]]));
console.log([1, 2].flatMap((x, i, arr) => [i, arr.length]), [1, 2, 3].flatMap((x) => (x === 2 ? [] : x)));
const ctx = { k: 10 };
console.log([1, 2].flatMap(function (this: typeof ctx, x) { return [x * this.k]; }, ctx));
console.log([{ length: 1, 0: 'not spread' }].flat(), [['x', ['y']], 'z'].flat('1' as unknown as number));
let nest: unknown[] = [0];
for (let i = 1; i < 30; i++) nest = [nest, i];
console.log(nest.flat(Infinity).length, nest.flat(Infinity).slice(0, 5));
