// console.log of Maps and their iterators as node prints them.
const m = new Map<any, any>([['a', 1], ['b', { x: 1 }]]);
console.log(m);
console.log(new Map(), [new Map()], { m: new Map([[1, 2]]) });
console.log(new Map<any, any>([[{ a: 1 }, [1, 2]], ['k', new Map([[1, new Set([1])]])]]));
console.log(new Map([[1, new Map([[2, new Map([[3, new Map([[4, 'deep']])]])]])]]));
const self = new Map<any, any>(); self.set('self', self);
console.log(self);
const extra = new Map([[1, 2]]) as any; extra.foo = 'bar'; extra[Symbol('s')] = 1;
console.log(extra);
class MyMap<K, V> extends Map<K, V> { tag = 'mine'; }
console.log(new MyMap([[1, 2]]), new MyMap());
const long = new Map<string, string>();
for (let i = 0; i < 6; i++) long.set('key number ' + i, 'value number ' + i);
console.log(long);
const big = new Map<number, number>();
for (let i = 0; i < 120; i++) big.set(i, i);
console.log(big);
console.log(m.entries(), m.keys(), m.values());
const it = m.entries(); it.next();
console.log(it);
it.next();
console.log(it, [m.keys()]);
console.log('%o', new Map([[1, { a: [1, 2] }]]));
console.log('%s|%O', new Map([[1, 2]]), new Map([['k', 'v']]));
console.log(Object.create(Map.prototype), Map.prototype);
const strKeys = new Map([["it's", 'quote'], ['new\nline', 'nl']]);
console.log(strKeys);
console.log(new Map([[NaN, -0], [-0, NaN]]));
