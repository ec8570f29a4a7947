// reverse in place: odd and even lengths, holes, array-likes.
const a = [1, 2, 3, 4, 5];
const r = a.reverse();
console.log(r, r === a);
console.log([1, 2, 3, 4].reverse(), [].reverse(), [1].reverse());
const holes = [1, , 3, , , 6];
console.log(holes.reverse(), Object.keys(holes));
console.log(Array.prototype.reverse.call({ length: 3, 0: 'a', 2: 'c' }));
console.log(Array.prototype.reverse.call({ length: 4, 0: 'a', 3: 'd', 1: 'b' }));
const words = 'the quick brown fox'.split(' ');
console.log(words.reverse().join(' '), words.toReversed(), words);
