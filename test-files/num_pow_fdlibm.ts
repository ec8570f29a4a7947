// `**` is V8's fdlibm-derived pow (base::ieee754::legacy::pow in node 20),
// which differs from a correctly rounded libm pow in the last bit for many
// inputs, e.g. 10 ** -5 prints 0.000009999999999999999.
let line = "";
for (let k = -30; k <= 30; k++) {
  console.log(`10 ** ${k} =`, 10 ** k);
}
console.log("literal folding agrees:", 10 ** -5, 10 ** -4, 10 ** 23, 10 ** -29);
console.log("vs division:", 1 / 100000, 1 / 10000, 1e23, 1e-29);
console.log("other bases:", 1.1 ** 10, 3 ** -7, 7 ** 0.3, 2.5 ** -3.5, 1.0000001 ** 10000000);
console.log("exact cases:", 2 ** 10, 2 ** -10, 3 ** 20, 5 ** 5, 0.5 ** 3, (-3) ** 3, 2 ** 0.5, 9 ** 0.5);
let x = 1.5;
for (let i = 0; i < 10; i++) {
  line += x ** i + " ";
}
console.log("1.5 ** i:", line);
line = "";
for (let i = 1; i <= 10; i++) line += i ** -1.5 + " ";
console.log("i ** -1.5:", line);
line = "";
for (let i = 2; i <= 9; i++) line += 10 ** (1 / i) + " ";
console.log("10 ** (1/i):", line);
let e = 2;
e **= 0.5;
e **= 3;
console.log("**= chain:", e);
