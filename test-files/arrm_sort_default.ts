// The default order compares strings by UTF-16 code units; undefined and
// holes go last.
console.log([10, 9, 1].sort(), [10, 9, 1, 100, 2, 20].sort());
console.log([-1, -10, 2, -2, 0, 1e21, 0.5, 1e-7, Infinity, -Infinity, NaN].sort());
console.log(['b', 'a', 'C', 'B', 'c', 'A', 'é', 'e', 'Z', '10', '9'].sort());
console.log([3, undefined, 1, , 2, undefined, , 0].sort());
const withHoles = [5, , 1, , 3];
withHoles.sort();
console.log(withHoles, withHoles.length, Object.keys(withHoles));
console.log([true, false, null, 'null', 'true', 0, '0'].sort());
console.log(['\u{1F600}', '\uFFFF', 'z', '\u00e9'].sort().map((s) => s.codePointAt(0)));
const arr = ['x', 'y'];
console.log(arr.sort() === arr, [].sort(), [1].sort());
const like = { length: 4, 0: 'd', 1: 'b', 3: 'a' };
console.log(Array.prototype.sort.call(like));
