// Number's static predicates (no coercion) and constants.
const values: any[] = [
  0, -0, 1, -1, 1.5, -1.5, 2 ** 53 - 1, 2 ** 53, -(2 ** 53 - 1), -(2 ** 53), 1e300,
  5e-324, NaN, Infinity, -Infinity, "5", "NaN", null, undefined, true, [], {},
  new Number(5), 9007199254740991.5, 4.0, -0.0000001,
];
for (let i = 0; i < values.length; i++) {
  const v = values[i];
  console.log(
    typeof v, String(v),
    Number.isInteger(v), Number.isSafeInteger(v), Number.isFinite(v), Number.isNaN(v),
    isFinite(v), isNaN(v),
  );
}
console.log(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
console.log(Number.EPSILON, Number.EPSILON === 2 ** -52, 1 + Number.EPSILON > 1, 1 + Number.EPSILON / 2 > 1);
console.log(Number.MAX_VALUE, Number.MIN_VALUE, Number.MAX_VALUE * 2, Number.MIN_VALUE / 2);
console.log(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN);
console.log(Number.isInteger(), Number.isNaN(), Number.isFinite(), Number.isSafeInteger());
console.log(isNaN(), isFinite(), isNaN("abc"), isNaN(" 12 "), isFinite("1e308"), isFinite("1e309"));
let order = "";
const a = { valueOf() { order += "a"; return NaN; } };
console.log(isNaN(a as any), isFinite(a as any), order);
