// Empty objects and arrays in every position.
console.log({}, []);
console.log({ a: {} }, { a: [] });
console.log([{}], [[]]);
console.log([{}, [], {}, []]);
console.log({ a: { b: { c: {} } } });
console.log({ a: { b: { c: { d: {} } } } });
console.log([[[[]]]], [[[[[]]]]]);
console.log({ a: [{}], b: [[]], c: {} });
console.log([[], [[]], [[], []]]);
console.log({ "": {} }, { "": "" });
class E {}
console.log({ e: new E(), arr: [new E()], deep: { deeper: { e: new E() } } });
console.log({ fn: function () {}, arr: [() => {}] });
const o: any = {};
o.x = {};
o.y = [];
o.z = Object.create(null);
console.log(o);
