// indexOf/lastIndexOf compare with ===, skip holes; includes uses
// SameValueZero and reads holes as undefined.
const a = [1, 2, NaN, -0, 'x', 2, undefined];
console.log(a.indexOf(2), a.lastIndexOf(2), a.indexOf(NaN), a.includes(NaN));
console.log(a.indexOf(0), a.indexOf(-0), a.includes(0), a.indexOf('x'), a.indexOf('2'));
console.log(a.indexOf(2, 2), a.indexOf(2, -2), a.indexOf(2, -100), a.indexOf(2, 100));
console.log(a.lastIndexOf(2, 4), a.lastIndexOf(2, -3), a.lastIndexOf(2, -100), a.lastIndexOf(1, 0));
console.log(a.includes(2, 6), a.includes(undefined), a.indexOf(undefined));
const holes = [1, , 3];
console.log(holes.indexOf(undefined), holes.includes(undefined), holes.lastIndexOf(undefined));
const o = { k: 1 };
console.log([o, { k: 1 }].indexOf(o), [{ k: 1 }].indexOf({ k: 1 }), [o].includes(o));
console.log([].indexOf(1), [].includes(undefined), [1, 2, 3].includes(3, -1), [1, 2, 3].includes(1, -1));
console.log(['a', 'b'].indexOf('b', 1.9), ['a', 'b'].indexOf('a', -0.5), [1].lastIndexOf(1, undefined));
console.log([1, 2, 1].lastIndexOf(1), [1, 2, 1].lastIndexOf(1, -2), [Infinity].indexOf(Infinity));
