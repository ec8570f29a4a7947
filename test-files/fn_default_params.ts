// Default parameter values, including ones referring to earlier parameters.
function greet(name: string = "world", punct: string = "!"): string {
  return "hello " + name + punct;
}
console.log(greet(), greet("kiln"), greet("kiln", "?"), greet(undefined, "."));
console.log("null is not undefined:", greet(null as any));
function range(start: number, end: number = start + 10, step: number = end > start ? 1 : -1): string {
  return start + ".." + end + " by " + step;
}
console.log(range(0), range(5, 2), range(1, 3, 2), range(3, undefined, 7));
let calls = 0;
function counter(): number {
  calls++;
  return calls * 100;
}
function lazy(a: number, b: number = counter()): number {
  return a + b;
}
console.log("lazy defaults", lazy(1, 2), calls, lazy(1), calls, lazy(1), calls);
function usesTop(x: number = BASE * 2): number {
  return x;
}
const BASE = 21;
console.log("default from top-level", usesTop(), usesTop(1));
function withFalsy(a: number = 5, b: string = "def", c: boolean = true): string {
  return `${a}|${b}|${c}`;
}
console.log(withFalsy(0, "", false), withFalsy(NaN), withFalsy(undefined, undefined, undefined));
const arrow = (x: number, y: number = x * x, z: number = x + y) => `${x},${y},${z}`;
console.log(arrow(3), arrow(3, 1), arrow(3, 1, 1));
function defaultCallsFn(n: number, f: (k: number) => number = (k) => k + 1): number {
  return f(n);
}
console.log("default function param", defaultCallsFn(1), defaultCallsFn(1, (k) => k * 100));
function lengthOf(a: number, b: number = 2, c?: number): number {
  return a + b + (c ?? 0);
}
function order(a: string = (log("a"), "A"), b: string = (log("b"), "B")): string {
  return a + b;
}
let trace = "";
function log(s: string): void {
  trace += s;
}
console.log(order(), trace);
trace = "";
console.log(order("x"), trace);
