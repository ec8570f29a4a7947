// Rest parameters: only .length and indexing.
function count(...items: any[]): number {
  return items.length;
}
function sum(...nums: number[]): number {
  let s = 0;
  for (let i = 0; i < nums.length; i++) s += nums[i];
  return s;
}
function describe(label: string, ...rest: any[]): string {
  let out = label + "(" + rest.length + "):";
  for (let i = 0; i < rest.length; i++) out += " " + rest[i];
  return out;
}
console.log("count", count(), count(1), count(1, 2, 3), count(undefined, null));
console.log("sum", sum(), sum(5), sum(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), sum(0.1, 0.2));
console.log(describe("none"));
console.log(describe("mixed", 1, "two", true, null, undefined, -0, NaN));
function firstAndLast(...xs: string[]): string {
  if (xs.length === 0) return "empty";
  return xs[0] + ".." + xs[xs.length - 1];
}
console.log(firstAndLast(), firstAndLast("only"), firstAndLast("a", "b", "c"));
function outOfRange(...xs: number[]): any {
  return xs[xs.length];
}
console.log("out of range", outOfRange(1, 2), outOfRange());
const arrowRest = (...args: number[]) => args.length * 10;
console.log("arrow rest", arrowRest(), arrowRest(1, 1, 1));
function maxOf(first: number, ...others: number[]): number {
  let m = first;
  for (let i = 0; i < others.length; i++) {
    if (others[i] > m) m = others[i];
  }
  return m;
}
console.log("max", maxOf(3), maxOf(3, 9, 2), maxOf(-1, -5, -0.5));
function restWithDefault(a: number = 1, ...r: number[]): string {
  return a + ":" + r.length;
}
console.log(restWithDefault(), restWithDefault(undefined, 5), restWithDefault(2, 3, 4));
function product(...ns: number[]): number {
  let p = 1;
  let i = 0;
  while (i < ns.length) {
    p *= ns[i];
    i++;
  }
  return p;
}
console.log("product", product(1, 2, 3, 4, 5), product());
