// concat spreads arrays (holes stay holes), not array-likes or strings.
const a = [1, 2];
console.log(a.concat(3, [4, 5], [[6]]), a);
console.log(a.concat(), a.concat([]) !== a, [].concat([] as never[]));
console.log([1, , 3].concat([4, , 6]), [1, , 3].concat([4, , 6]).length);
console.log(a.concat('str' as never, { length: 1, 0: 'x' } as never, null as never, undefined as never));
const nested = [[1], [2, [3]]];
const flatOnce = ([] as unknown[]).concat(...nested);
console.log(flatOnce, flatOnce[1] === nested[1][0]);
const obj = { k: 1 };
const c = [obj].concat([obj]);
console.log(c[0] === c[1], c);
console.log(Array.prototype.concat.call('ab', 'cd'));
const sparse: number[] = [];
sparse[3] = 3;
console.log(sparse.concat([9]), sparse.concat([9]).length);
