// `new Array(n).fill(v)` past the length where the array starts sparse,
// and every case where the whole-array fast path must step aside.
const big = new Array(200000).fill(0);
big[199999] = 7;
console.log(big.length, big[0], big[123456], big[199999], big.indexOf(7), big.reduce((a, b) => a + b, 0));
big.push(1);
console.log(big.length, big[200000], 5 in big);

// An object value: every element the same object.
const shared = { n: 1 };
const objs = new Array(100001).fill(shared);
objs[5].n++;
console.log(objs[100000].n, objs.every((o) => o === shared));

// Part of the array: the rest stay holes.
const part = new Array(150000).fill(1, 10, 20);
console.log(part.length, part[9], part[10], part[19], part[20], Object.keys(part).length);

// An element that is an accessor: fill goes through its setter.
const acc = new Array(100000);
let sets = 0;
Object.defineProperty(acc, 3, { get: () => "got", set: () => { sets++; }, configurable: true });
acc.fill(2);
console.log(acc[3], sets, acc[4], acc.length);

// A setter on Array.prototype's element: a hole's store meets it.
let protoSets = 0;
Object.defineProperty(Array.prototype, "8", { set: () => { protoSets++; }, get: () => "proto", configurable: true });
const viaProto = new Array(100000).fill(3);
console.log(viaProto[8], viaProto[9], protoSets, Object.prototype.hasOwnProperty.call(viaProto, 8));
delete (Array.prototype as any)[8];

// Not extensible, sealed, frozen.
const sealed = Object.preventExtensions(new Array(100000));
try {
  sealed.fill(4);
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
const frozen = Object.freeze(new Array(100000));
try {
  frozen.fill(5);
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
// A read-only length stays in force.
const fixed = new Array(100000);
Object.defineProperty(fixed, "length", { writable: false });
fixed.fill(6);
console.log(fixed.length, fixed[99999], Object.isFrozen(fixed));
// After the fill the array takes new elements and holes as any other.
const grow = new Array(70000).fill("x");
grow[80000] = "far";
delete grow[1];
console.log(grow.length, grow[1], 1 in grow, grow[80000], grow[75000]);
