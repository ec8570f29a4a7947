// at and with take relative indices (negative counts from the end).
const a = ['a', 'b', 'c', 'd'];
console.log(a.at(0), a.at(-1), a.at(-4), a.at(-5), a.at(4), a.at(1.7), a.at(-1.2));
console.log(a.at(NaN as unknown as number), a.at('2' as unknown as number), [].at(0));
console.log(a.with(0, 'A'), a.with(-1, 'D'), a.with(-4, 'x'), a);
const holes = [1, , 3];
console.log(holes.at(1), holes.with(0, 0), holes.with(1, 2));
console.log(a.with(2.9, 'C'), [1, 2, 3].with(-0, 9));
