// Immediately invoked function expressions.
const a = (function () {
  return "classic IIFE";
})();
console.log(a);
const b = (() => "arrow IIFE")();
console.log(b);
(function (x: number, y: number) {
  console.log("IIFE with args", x + y);
})(2, 3);
((msg: string) => {
  console.log("arrow IIFE with block body:", msg);
})("hi");
const c = (function fact(n: number): number {
  return n <= 1 ? 1 : n * fact(n - 1);
})(10);
console.log("named recursive IIFE", c);
let state = 0;
(function () {
  state = 42;
})();
console.log("state set by IIFE", state);
const d = (function (): undefined {
  return;
})();
console.log("IIFE returning nothing", d);
const e = (function (p: number = 7) {
  return p * 2;
})();
console.log("IIFE default param", e);
!(function () {
  console.log("IIFE via unary !");
})();
void (function () {
  console.log("IIFE via void");
})();
const nested = (function () {
  return (function () {
    return (() => "three levels deep")();
  })();
})();
console.log(nested);
const count = (function (...xs: number[]) {
  return xs.length;
})(1, 2, 3, 4);
console.log("IIFE rest", count);
const sumTo = ((n: number) => {
  let s = 0;
  for (let i = 1; i <= n; i++) s += i;
  return s;
})(100);
console.log("sumTo", sumTo);
