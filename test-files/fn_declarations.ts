// Function declarations, parameters, return values.
function add(a: number, b: number): number {
  return a + b;
}
function greet(name: string, punct: string): string {
  return "Hello, " + name + punct;
}
function noReturn(x: number): void {
  x + 1;
}
function earlyReturn(x: number): string {
  if (x < 0) return "negative";
  if (x === 0) return "zero";
  return "positive";
}
function bareReturn(): undefined {
  return;
}
function manyParams(a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number): number {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h;
}
console.log("add", add(2, 3), add(-1.5, 0.5), add(0.1, 0.2));
console.log("add strings via any", add("2" as any, 3));
console.log(greet("kiln", "!"), greet("", "?"));
console.log("noReturn", noReturn(1), typeof noReturn(1));
console.log("earlyReturn", earlyReturn(-3), earlyReturn(0), earlyReturn(9));
console.log("bareReturn", bareReturn());
console.log("manyParams", manyParams(1, 2, 3, 4, 5, 6, 7, 8));
console.log("extra args ignored", add(1, 2, 3 as never));
console.log("nested calls", add(add(1, 2), add(3, add(4, 5))));
function paramMutation(n: number): number {
  n = n * 2;
  n += 1;
  return n;
}
let orig = 10;
console.log("param mutation", paramMutation(orig), "orig", orig);
function returnsFunction(): (x: number) => number {
  return double;
}
function double(x: number): number {
  return x * 2;
}
console.log("returned function", returnsFunction()(21));
function apply(f: (x: number) => number, v: number): number {
  return f(v);
}
console.log("function as argument", apply(double, 8), apply(returnsFunction(), 1));
function fact(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}
console.log("fact", fact(0), fact(1), fact(5), fact(10), fact(18), fact(21), fact(171));
console.log("function typeof", typeof add, typeof fact(3));
