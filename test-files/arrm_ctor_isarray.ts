// The Array constructor and Array.isArray.
console.log(Array(3), new Array(3).length, Array(1, 2), new Array('3'), Array(), new Array(0));
console.log(Array.isArray([]), Array.isArray({ length: 0 }), Array.isArray(Array.prototype), Array.isArray('a'));
console.log(Object.getOwnPropertyNames(Array), Array.length, Array.name, Array.prototype.constructor === Array);
class Stack extends Array {
  top() { return this[this.length - 1]; }
}
const s = new Stack();
s.push(1, 2, 3);
console.log(s, s.length, s.top(), Array.isArray(s), s instanceof Stack, s instanceof Array);
const made = new Array(2.0);
console.log(made, made.length, [,].length, Array.from(Array(3).keys()));
