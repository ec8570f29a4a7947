// reduce and reduceRight, with and without an initial value.
const a = [1, 2, 3, 4];
console.log(a.reduce((acc, v) => acc + v), a.reduce((acc, v) => acc + v, 10));
console.log(a.reduceRight((acc, v) => acc + '-' + v), a.reduceRight((acc, v) => acc + v, ''));
const trace: string[] = [];
a.reduce((acc, v, i, arr) => { trace.push(`${acc}+${v}@${i}/${arr.length}`); return acc + v; });
console.log(trace.join(' '));
const holes = [, 2, , 4, ,];
console.log(holes.reduce((acc, v) => acc * v), holes.reduceRight((acc, v) => acc - v));
console.log([].reduce((acc, v) => acc + v, 'init'), [7].reduce((acc, v) => acc + v), [, 7, ,].reduce((x) => x));
const counts = ['a', 'b', 'a', 'c', 'a'].reduce((m: Record<string, number>, k) => { m[k] = (m[k] || 0) + 1; return m; }, {});
console.log(counts);
const flat = [[1, 2], [3], [], [4, 5]].reduce((acc: number[], xs) => acc.concat(xs), []);
console.log(flat);
console.log([[0, 1], [2, 3]].reduceRight((acc: number[], xs) => acc.concat(xs), []));
console.log(['x', 'y', 'z'].reduce((acc, v, i) => ({ ...acc, [v]: i }), {}));
