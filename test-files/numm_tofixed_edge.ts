// toFixed: default and coerced digits, 100 digits, and the order of the
// NaN / range / Infinity checks (NaN answers before the range check).
console.log((1.23).toFixed());
console.log((1.5).toFixed(undefined));
console.log((1.23456).toFixed(2.9));
console.log((1.23456).toFixed("3" as any));
console.log((1.23456).toFixed(NaN));
console.log((1.23456).toFixed(-0.5));
console.log((0.1).toFixed(100));
console.log((1 / 3).toFixed(100));
console.log((5e-324).toFixed(100));
console.log((123.456).toFixed(100).length);
console.log((2 ** 69).toFixed(3));
console.log((999999999999999999999).toFixed(2));
console.log((1e21 - 65536).toFixed(2));
console.log(NaN.toFixed(101));
console.log(NaN.toFixed(-1));
console.log(new Number(2.345).toFixed(2));
console.log("range check next");
console.log(Infinity.toFixed(101));
