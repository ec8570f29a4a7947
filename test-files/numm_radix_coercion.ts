// toString's radix argument: undefined means 10, it is ToIntegerOrInfinity'd
// (strings, fractions, objects with valueOf), and 10 gives the ordinary
// Number::toString.
const n = 255.75;
console.log(n.toString());
console.log(n.toString(undefined));
console.log(n.toString(10));
console.log(n.toString(16.9));
console.log(n.toString("16" as any));
console.log(n.toString(" 2 " as any));
console.log(n.toString({ valueOf() { return 8; } } as any));
console.log((1e21).toString(10), (1e-7).toString(10), (-0).toString(10));
console.log((123.456).toString(36), (-123.456).toString(36));
console.log(Number.prototype.toString.call(new Number(42), 2));
console.log(new Number(-3.5).toString(4));
console.log((0.1 + 0.2).toString(2));
console.log((2 ** 53 - 1).toString(2).length, (2 ** 53).toString(2).length);
console.log((1e21).toString(2).length, (1e21).toString(7));
let calls = 0;
const radix = { valueOf() { calls++; return 16; } };
console.log((4095).toString(radix as any), calls);
// Out of range: node's RangeError (uncaught ends the program).
console.log("before");
console.log((5).toString(37));
console.log("not reached");
