// console.log of Sets as node prints them.
console.log(new Set(), new Set([1]), new Set(['a', { b: [1, 2] }, [3]]));
console.log(new Set([new Set([new Set([new Set([1])])])]));
const s: any = new Set([1, 2]); s.prop = true;
console.log(s);
const self = new Set<any>(); self.add(self); self.add(1);
console.log(self);
class Tags extends Set<string> {}
console.log(new Tags(['x', 'y']), new Tags());
const many = new Set<number>(); for (let i = 0; i < 150; i++) many.add(i);
console.log(many);
const strs = new Set<string>(); for (let i = 0; i < 30; i++) strs.add('item' + i);
console.log(strs);
console.log({ nested: { set: new Set([1, 2, 3]) } }, [new Set(['a'])]);
console.log('%o', new Set([{ a: 1 }]));
console.log(Set.prototype, Object.create(Set.prototype));
console.log(new Set([-0, NaN, undefined, null, 'q\'uote']));
