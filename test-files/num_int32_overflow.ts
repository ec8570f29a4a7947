// int32 arithmetic overflows into doubles; | 0 wraps back.
const MAX = 2147483647;
const MIN = -2147483648;
console.log("MAX + 1", MAX + 1);
console.log("MIN - 1", MIN - 1);
console.log("MAX * 2", MAX * 2);
console.log("MIN * -1", MIN * -1);
console.log("-MIN", -MIN);
console.log("MAX + MAX", MAX + MAX);
console.log("MIN + MIN", MIN + MIN);
console.log("(MAX + 1) | 0", (MAX + 1) | 0);
console.log("(MIN - 1) | 0", (MIN - 1) | 0);
console.log("(MAX * 2) | 0", (MAX * 2) | 0);
console.log("65536 * 65536", 65536 * 65536, (65536 * 65536) | 0);
console.log("46341 * 46341", 46341 * 46341, (46341 * 46341) | 0);
console.log("MIN / -1", MIN / -1, "MIN % -1", MIN % -1);
let i = MAX - 2;
for (let k = 0; k < 5; k++) {
  i++;
  console.log("i++ ->", i, "| 0 ->", i | 0);
}
let j = MIN + 2;
for (let k = 0; k < 5; k++) {
  j--;
  console.log("j-- ->", j, "| 0 ->", j | 0);
}
let acc = 1;
for (let k = 0; k < 40; k++) {
  acc = acc * 3;
}
console.log("3^40", acc, acc | 0, acc >>> 0);
let h = 0;
for (let k = 0; k < 100; k++) {
  h = (h * 31 + k) | 0;
}
console.log("hash | 0", h);
let h2 = 0;
for (let k = 0; k < 100; k++) {
  h2 = h2 * 31 + k;
}
console.log("hash no wrap", h2);
console.log("int32 division", 7 / 2, -7 / 2, (7 / 2) | 0, (-7 / 2) | 0);
console.log("imul-like", ((0x7fffffff * 0x7fffffff) | 0), ((123456789 * 987654321) | 0));
