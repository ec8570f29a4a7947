// BigInt arithmetic as programs use it: literals in every base, the
// operators, mixed comparisons with numbers, and printing.
const a = 12345678901234567890n;
const b = -987654321n;
console.log(a, b, 0n, -0n, 0x1fn, 0o17n, 0b1011n, 1_000_000n);
console.log(a + b, a - b, a * b, a / b, a % b);
console.log(-a, ~b, 2n ** 100n, (-3n) ** 3n, 7n / -2n, -7n % 2n);
console.log(a & 0xffffn, a | 1n, a ^ b, b & 255n, -1n | 0n);
console.log(1n << 70n, a >> 10n, -5n >> 1n, -1n >> 100n, 5n << -1n);
console.log(typeof a, typeof Object(a), typeof BigInt);

let i = 5n;
i++;
++i;
i--;
console.log(i, i++ + 1n, i, --i);
let acc = 1n;
acc *= 3n;
acc += 4n;
acc -= 1n;
acc **= 2n;
acc <<= 2n;
acc %= 1000n;
console.log(acc);

// Comparisons and equality with numbers and strings.
console.log(1n < 2, 2n > 1.5, 1n <= 1, 3n >= 3.5, 10n > "9", "10" < 9n);
console.log(1n == 1, 1n === 1 as unknown, 0n == false, 1n == "1", 2n != 2, 1n == 1.5);
console.log(2n ** 64n > Number.MAX_SAFE_INTEGER, 2n ** 64n == 2 ** 64, 9007199254740993n > 9007199254740992);
console.log(1n < NaN, 1n > -Infinity, 10n ** 400n < Infinity, "x" < 1n, "0x10" == 16n);
console.log([3n, 1n, 2n].includes(2n), [3n, 1n, 2n].indexOf(1n), Object.is(5n, 5n), 5n === 5n);

// Truthiness.
for (const v of [0n, 1n, -1n]) {
  if (v) console.log(v, "is truthy");
  else console.log(v, "is falsy");
}
console.log(!0n, !!10n, 0n || "default", 0n ?? "nullish", 3n && "and");

// Strings.
const big = 2n ** 80n;
console.log(String(big), `${big}`, big + "", "n=" + -big, big.toString(16), big.toString(2).length);
console.log((255n).toString(36), (-255n).toString(16), big.toLocaleString(), (-1234567n).toLocaleString());
console.log(JSON.stringify({ s: String(12n) }), [1n, 2n].join("-"), [10n, 9n].toString());
