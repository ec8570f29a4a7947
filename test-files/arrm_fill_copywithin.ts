// fill and copyWithin with relative and out-of-range positions.
console.log(new Array(4).fill(0), [1, 2, 3, 4].fill(9, 1), [1, 2, 3, 4].fill(9, -2), [1, 2, 3, 4].fill(9, 1, -1));
console.log([1, 2, 3].fill(7, 5), [1, 2, 3].fill(7, -10, 1), [1, 2, 3].fill(7, 2, 1), [1, 2, 3].fill());
const shared = new Array(3).fill({});
shared[0].x = 1;
console.log(shared);
console.log([1, 2, 3, 4, 5].copyWithin(0, 3), [1, 2, 3, 4, 5].copyWithin(1, 0), [1, 2, 3, 4, 5].copyWithin(0, 1, 3));
console.log([1, 2, 3, 4, 5].copyWithin(-2, 0), [1, 2, 3, 4, 5].copyWithin(2, -3, -1), [1, 2, 3, 4, 5].copyWithin(0, 10));
console.log([1, , 3, , 5].copyWithin(0, 1), [1, , 3].fill(0, 1, 2));
const like = { length: 3, 0: 'a', 2: 'c' };
console.log(Array.prototype.fill.call(like, 'f', 1), Array.prototype.copyWithin.call({ length: 3, 1: 'b' }, 0, 1));
