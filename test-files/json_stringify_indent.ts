// The space argument: numbers (clamped to 10, below 1 nothing), strings
// (first 10 units), boxed numbers and strings, anything else ignored.
const v = { a: [1, { b: 2 }, []], c: {}, d: 'x' };
for (const space of [2, 0, -1, 1.9, 10, 11, 100, Infinity, NaN, '\t', '--', '', 'abcdefghijklmno', new Number(3), new String('**'), true, null, {}, [4]]) {
  console.log(JSON.stringify(space === undefined ? 'u' : String(space)), '=>');
  console.log(JSON.stringify(v, null, space as any));
}
console.log(JSON.stringify([], null, 2), JSON.stringify({}, null, 2), JSON.stringify([[]], null, 2), JSON.stringify([{}], null, 1));
console.log(JSON.stringify({ a: undefined, b: () => 1 }, null, 2));
console.log(JSON.stringify([undefined], null, 2));
console.log(JSON.stringify('s', null, 4), JSON.stringify(5, null, 4));
