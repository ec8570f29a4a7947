// An array literal's spread runs the iterator once, also when the Array
// Iterator's next is replaced (stdout is set up first: node's own setup
// of a piped stdout iterates arrays).

console.log("start");
const AIP = Object.getPrototypeOf([][Symbol.iterator]());
const next = AIP.next;
AIP.next = function (this: any) { console.log("next"); return next.call(this); };
const x = [...[1]];
console.log(x);
const y = [0, ...[1, 2]];
console.log(y);
function f(...a: any[]) { return a.length; }
console.log(f(...[1]));
const [p, q] = [5, 6];
console.log(p, q);
AIP.next = next;
const a: any[] = [1, , 3];
(Array.prototype as any)[1] = "proto";
console.log([...a], [0, ...a, 4]);
delete (Array.prototype as any)[1];
const s = new Set([1, 2]);
console.log([...s, ...new Map([[1, 2]]), ..."ab"]);
const b = [1, 2, 3];
console.log([...b, b.pop(), ...b]);
