// BigInt(), Number(), parse-like conversions and BigInt.asIntN/asUintN.
console.log(BigInt(42), BigInt(-0), BigInt(true), BigInt(false), BigInt("  123  "), BigInt(""));
console.log(BigInt("0x7f"), BigInt("0b11"), BigInt("0o777"), BigInt("-42"), BigInt("+7"));
console.log(BigInt(2 ** 60), BigInt(Number.MAX_SAFE_INTEGER) + 2n, BigInt(1e21));
console.log(BigInt({ valueOf: () => 5 }), BigInt({ toString: () => "77" }), BigInt(Object(3n)));
console.log(Number(123n), Number(-5n), Number(2n ** 64n), Number(2n ** 1024n), +String(7n));
console.log(Number(9007199254740993n), Number(9007199254740995n), parseInt("12n"), parseFloat(String(3n)));

console.log(BigInt.asUintN(8, 257n), BigInt.asUintN(8, -1n), BigInt.asIntN(8, 255n), BigInt.asIntN(8, 128n));
console.log(BigInt.asIntN(64, 2n ** 63n), BigInt.asUintN(64, -1n), BigInt.asIntN(0, 5n), BigInt.asUintN(1, 3n));
console.log(BigInt.asIntN(3, 25n), BigInt.asIntN(3, -25n), BigInt.asUintN(200, -1n) === 2n ** 200n - 1n);

const boxed = Object(10n);
console.log(boxed, typeof boxed, boxed + 1n, boxed.valueOf() === 10n, boxed instanceof BigInt);
console.log(Object.prototype.toString.call(1n), Object.prototype.toString.call(boxed));
console.log(BigInt.prototype.toString.call(99n), (5n).valueOf(), BigInt.name, BigInt.length);
console.log(BigInt.prototype[Symbol.toStringTag], Object.getOwnPropertyNames(BigInt.prototype).sort());

// Property keys.
const o: Record<string, string> = {};
o[1n as unknown as string] = "one";
const arr = ["a", "b", "c"];
console.log(o, o["1"], arr[1n as unknown as number], 2n in arr);

// Ordering a list of BigInts with a comparator.
const values = [5n, -3n, 100n, 0n, 2n ** 70n, -(2n ** 70n)];
values.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
console.log(values);
console.log([3n, 20n, 100n].sort());
