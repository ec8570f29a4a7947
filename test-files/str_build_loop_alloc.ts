// Allocation-heavy: strings grown with += in loops, checked via length and indexing.
const digits = "0123456789";
let s = "";
for (let i = 0; i < 5000; i++) {
  s += digits[i % 10];
}
console.log("s length", s.length, "s[0..3]", s[0] + s[1] + s[2], "s[4999]", s[4999], "s[5000]", s[5000]);
let t = "";
for (let i = 0; i < 3000; i++) {
  t = t + i + ",";
}
console.log("t length", t.length, "first", t[0] + t[1] + t[2] + t[3], "last", t[t.length - 5] + t[t.length - 4] + t[t.length - 3] + t[t.length - 2] + t[t.length - 1]);
let u = "";
for (let i = 0; i < 2000; i++) {
  u = "x" + u;
}
console.log("prepend length", u.length, u[0], u[1999]);
let v = "";
for (let i = 0; i < 1000; i++) {
  v += `${i % 7}😀`;
}
console.log("template+astral length", v.length, v[0], v[3], v[2999] === "\uDE00");
let count = 0;
for (let i = 0; i < t.length; i++) {
  if (t[i] === ",") count++;
}
console.log("commas", count);
let w = "ab";
for (let i = 0; i < 11; i++) {
  w = w + w;
}
console.log("doubled length", w.length, w[4095], w[4096]);
let many = 0;
for (let i = 0; i < 20000; i++) {
  const tmp = "item-" + i + "-" + (i * 2);
  many += tmp.length;
}
console.log("total temp length", many);
let last = "";
for (let r = 0; r < 50; r++) {
  let row = "";
  for (let c = 0; c < 80; c++) row += (r + c) % 2 === 0 ? "#" : ".";
  last = row;
}
console.log(last);
