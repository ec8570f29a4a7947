// Array.prototype methods are generic: they work on any array-like.
const like = { length: 4, 0: 'a', 1: 'b', 3: 'd', extra: 'ignored' };
const ap = Array.prototype;
console.log(ap.map.call(like, (v: string) => v.toUpperCase()));
console.log(ap.filter.call(like, () => true), ap.indexOf.call(like, 'd'), ap.includes.call(like, undefined));
console.log(ap.slice.call(like, 1), ap.join.call(like, '-'), ap.at.call(like, -1), ap.find.call(like, (v: string) => v > 'a'));
console.log(ap.reduce.call(like, (acc: string, v: string) => acc + v, '>'), ap.some.call(like, (v: unknown) => v === undefined));
console.log(ap.keys.call(like).next(), [...ap.entries.call(like)]);
const strLen = { length: '3', 0: 'x', 1: 'y', 2: 'z' };
console.log(ap.map.call(strLen, (v: string) => v + v));
console.log(ap.slice.call({ length: -5, 0: 'no' }), ap.slice.call({ length: 2.7, 0: 'a', 1: 'b', 2: 'c' }));
console.log(ap.map.call('hey', (c: string) => c + '!'), ap.filter.call('a-b', (c: string) => c !== '-'));
console.log(ap.indexOf.call({ length: 3, 2: NaN }, NaN), ap.includes.call({ length: 3, 2: NaN }, NaN));
function args(..._xs: unknown[]) { return ap.slice.call(arguments, 1); }
console.log(args(1, 2, 3), ap.concat.call({ length: 0 }, 1));
console.log(ap.every.call({ length: 0 }, () => false), ap.lastIndexOf.call({ length: 3, 0: 1, 2: 1 }, 1));
