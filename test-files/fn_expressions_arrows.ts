// Function expressions and arrow functions.
const sq = function (x: number): number {
  return x * x;
};
const named = function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
};
const inc = (x: number) => x + 1;
const add = (a: number, b: number): number => a + b;
const block = (x: number) => {
  const y = x * 3;
  return y - 1;
};
const noParams = () => "no params";
const returnsUndefined = () => {};
const singleParam = (s: string) => s + s;
const ternaryArrow = (n: number) => (n % 2 === 0 ? "even" : "odd");
console.log("sq", sq(9), "fib", named(15), "inc", inc(41), "add", add(20, 22));
console.log("block", block(5), noParams(), returnsUndefined(), singleParam("ab"));
console.log("ternary", ternaryArrow(3), ternaryArrow(4));
let f: (x: number) => number = inc;
console.log("reassign 1", f(1));
f = sq;
console.log("reassign 2", f(5));
f = (x) => -x;
console.log("reassign 3", f(5));
const compose = (g: (x: number) => number, h: (x: number) => number, v: number) => g(h(v));
console.log("compose", compose(inc, sq, 3), compose(sq, inc, 3));
const chain = (x: number) => (x > 100 ? x : chain(x * 2));
console.log("recursive arrow", chain(3));
const fnInCond = true ? (x: number) => x * 10 : (x: number) => x;
console.log("conditional fn", fnInCond(4));
console.log("immediate arrow", ((a: number) => a * a)(12));
const useTop = () => TOP_LEVEL + " via arrow";
const TOP_LEVEL = "top-level const";
console.log(useTop());
let counter = 0;
const bump = () => ++counter;
bump();
bump();
console.log("counter after 2 bumps", counter, bump());
const nestedDecl = (n: number) => {
  function helper(k: number): number {
    const sq = k * k;
    return k + sq;
  }
  return helper(n);
};
console.log("nested decls in arrow", nestedDecl(4));
const objectLikeReturn = (x: number) => (x, x + 1);
console.log("comma body", objectLikeReturn(1));
