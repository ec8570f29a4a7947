// The % operator: sign follows the dividend; -0 results; special values.
function m(a: number, b: number): void {
  const r = a % b;
  console.log(`${a} % ${b} =`, r, r === 0 && 1 / r < 0 ? "(negative zero)" : "");
}
m(7, 3);
m(-7, 3);
m(7, -3);
m(-7, -3);
m(6, 3);
m(-6, 3);
m(0, 5);
m(-0, 5);
m(5, 0);
m(-5, 0);
m(5.5, 2);
m(-5.5, 2);
m(5, 2.5);
m(0.3, 0.1);
m(Infinity, 3);
m(3, Infinity);
m(-3, Infinity);
m(3, -Infinity);
m(NaN, 3);
m(3, NaN);
m(1e21, 7);
m(2147483648, 10);
m(-2147483648, -1);
m(-1, 1);
m(-4, 2);
m(4.25, -2);
let x = -10;
x %= 3;
console.log("x %= 3 ->", x);
let y = 10;
y %= -4;
console.log("y %= -4 ->", y);
console.log("precedence", 10 + 7 % 3, -7 % 3 * 2, 2 ** 3 % 5);
