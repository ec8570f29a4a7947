// Higher-order functions written by hand (no Array methods).
function map<T, U>(arr: T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < arr.length; i++) out.push(f(arr[i], i));
  return out;
}
function filter<T>(arr: T[], p: (x: T) => boolean): T[] {
  const out: T[] = [];
  for (let i = 0; i < arr.length; i++) if (p(arr[i])) out.push(arr[i]);
  return out;
}
function reduce<T, A>(arr: T[], f: (acc: A, x: T) => A, init: A): A {
  let acc = init;
  for (let i = 0; i < arr.length; i++) acc = f(acc, arr[i]);
  return acc;
}
const nums = [1, 2, 3, 4, 5, 6];
console.log(map(nums, (x) => x * x));
console.log(filter(nums, (x) => x % 2 === 0));
console.log(reduce(nums, (a, x) => a + x, 0));
console.log(map(["a", "b"], (s, i) => s + i));
const compose = (...fns: Array<(x: any) => any>) => (x: any) => {
  let v = x;
  for (let i = fns.length - 1; i >= 0; i--) v = fns[i](v);
  return v;
};
const inc = (x: number) => x + 1;
const dbl = (x: number) => x * 2;
console.log("compose", compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7));
function curry3(f: (a: any, b: any, c: any) => any) {
  return (a: any) => (b: any) => (c: any) => f(a, b, c);
}
console.log("curry", curry3((a, b, c) => a + b + c)("x")("y")("z"));
function once(f: () => any) {
  let done = false;
  let result: any;
  return () => {
    if (!done) {
      done = true;
      result = f();
    }
    return result;
  };
}
let calls = 0;
const init = once(() => ++calls);
console.log("once", init(), init(), init(), calls);
function memo(f: (n: number) => number) {
  const cache: any = {};
  return (n: number) => (n in cache ? cache[n] : (cache[n] = f(n)));
}
let work = 0;
const slowSquare = memo((n) => {
  work++;
  return n * n;
});
console.log("memo", slowSquare(9), slowSquare(9), slowSquare(3), work);
const fns = [inc, dbl, (x: number) => -x];
console.log("array of functions", map(fns, (f) => f(10)));
const table: any = { add: (a: number, b: number) => a + b, mul: (a: number, b: number) => a * b };
const ops = ["add", "mul", "add"];
console.log("dispatch", map(ops, (op) => table[op](3, 4)));
const pipeline = reduce([inc, dbl, inc], (f: any, g: any) => (x: any) => g(f(x)), (x: any) => x);
console.log("pipeline", pipeline(1));
console.log(fns, table);
