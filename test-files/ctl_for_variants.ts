// for loops: all parts, empty parts, multiple variables, var/let.
for (let i = 0; i < 3; i++) console.log("basic", i);
let j = 0;
for (; j < 3; ) {
  console.log("only test", j);
  j++;
}
let k = 0;
for (;;) {
  if (k >= 2) break;
  console.log("infinite with break", k);
  k++;
}
for (let a = 0, b = 10; a < b; a += 3, b -= 2) console.log("two vars", a, b);
for (var v = 5; v > 0; v -= 2) {}
console.log("var after loop", v);
let s = 0;
for (let i = 1; i <= 1000; i++) s += i;
console.log("sum", s);
for (let i = 10; i > 0; i = (i / 2) | 0) console.log("halving", i);
for (let x = 0.5; x < 2; x += 0.25) console.log("float step", x);
let count = 0;
for (let i = 0; i < 5; i++) for (let j = 0; j < i; j++) count++;
console.log("triangle count", count);
let init = 100;
for (init = 0; init < 3; init++);
console.log("empty body, outer var", init);
for (let i = 0, s2 = ""; i < 4; i++) {
  s2 += i;
  console.log("accumulate", s2);
}
let str = "";
for (let c = 0; c < 26; c += 5) str += "abcdefghijklmnopqrstuvwxyz"[c];
console.log(str);
let calls = 0;
function cond(i: number): boolean {
  calls++;
  return i < 3;
}
for (let i = 0; cond(i); i++);
console.log("condition evaluated", calls, "times");
let updates = "";
for (let i = 0; i < 3; updates += i, i++);
console.log("updates", updates);
for (let i = 0; i < 3; i++) {
  let i2 = i * 2;
  if (i2 === 2) continue;
  console.log("continue skips", i, i2);
}
