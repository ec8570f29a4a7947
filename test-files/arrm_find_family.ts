// find, findIndex, findLast and findLastIndex visit holes as undefined.
const a = [5, 12, 8, 130, 44];
console.log(a.find((x) => x > 10), a.findIndex((x) => x > 10));
console.log(a.findLast((x) => x > 10), a.findLastIndex((x) => x > 10));
console.log(a.find((x) => x > 1000), a.findIndex((x) => x > 1000), a.findLast((x) => x < 0), a.findLastIndex((x) => x < 0));
const holes = [1, , 3];
const seen: unknown[] = [];
console.log(holes.find((v, i) => { seen.push([i, v]); return false; }));
console.log(seen);
console.log(holes.findIndex((v) => v === undefined), holes.findLastIndex((v) => v === undefined));
const order: number[] = [];
[1, 2, 3].findLast((v, i) => { order.push(i); return false; });
console.log(order);
const people = [{ name: 'ann', age: 31 }, { name: 'bob', age: 25 }, { name: 'cy', age: 31 }];
console.log(people.find((p) => p.age === 31), people.findLast((p) => p.age === 31));
console.log(people.findIndex(function (this: { min: number }, p) { return p.age < this.min; }, { min: 30 }));
console.log([NaN].findIndex((x) => x !== x), [].find(() => true));
