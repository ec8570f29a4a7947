// Breaking propagates outward: a multi-line child forces its parents onto several lines.
const g = [1, 2, 3, 4, 5, 6, 7];
console.log({ g });
console.log([g]);
console.log([[g]]);
console.log({ a: { g } });
console.log({ short: 1, child: { g } });
console.log([1, [2, g]]);
const withMulti = { s: "x\ny" };
console.log({ withMulti });
const longStr = "0123456789012345678901234567890123456789\n0123456789";
console.log({ a: { longStr } });
console.log([{ a: 1 }, { g }]);
console.log({ one: [{ two: [g] }] });
