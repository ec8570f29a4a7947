// toReversed, toSorted, toSpliced and with copy; holes become undefined.
const a = [3, 1, , 2];
console.log(a.toReversed(), a.toSorted(), a.toSpliced(1, 1), a.with(2, 9), a);
console.log(a.toSorted((x, y) => y - x), [undefined, 3, , 1].toSorted());
console.log([1, 2, 3].toSpliced(), [1, 2, 3].toSpliced(1), [1, 2, 3].toSpliced(-1, 0, 'a', 'b'), [1, 2, 3].toSpliced(0, 10, 'x'));
console.log([1, 2, 3].toSpliced(1, -1, 'y'), [].toSpliced(0, 0, 1), [1, 2].toSpliced(5, 1, 3));
const like = { length: 3, 0: 'c', 1: 'a', 2: 'b' };
console.log(Array.prototype.toSorted.call(like), Array.prototype.toReversed.call(like), Array.prototype.with.call(like, 0, 'z'));
console.log(Array.prototype.toSpliced.call({ length: 2, 1: 'q' }, 0, 1), like);
const orig = ['b', 'a'];
const sorted = orig.toSorted();
console.log(sorted !== orig, orig, sorted, Array.isArray(sorted));
