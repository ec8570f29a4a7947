// Type annotations, interfaces and type aliases are erased.
interface Point {
  x: number;
  y: number;
}
type ID = string | number;
type Callback = (value: number) => string;
type Pair<A, B> = { first: A; second: B };
let count: number = 3;
let label: string = "items";
let flag: boolean = true;
let nothing: null = null;
let notSet: undefined = undefined;
let either: ID = 42;
let maybe: number | undefined;
let any1: any = "anything";
let unknown1: unknown = 7;
let literal: "yes" | "no" = "yes";
let tuplelessNumber: readonly string[] | number = 5;
const cb: Callback = (v: number): string => "value=" + v;
function describe(id: ID, verbose?: boolean): string {
  return verbose ? `id is ${id} (${typeof id})` : `${id}`;
}
function never_(): never {
  while (true) {}
}
function takesPoint(p?: Point): string {
  return p === undefined ? "no point" : "a point";
}
console.log(count, label, flag, nothing, notSet, either, maybe, any1, unknown1, literal, tuplelessNumber);
console.log(cb(5), describe("abc"), describe(7, true), takesPoint());
either = "now a string";
console.log(either, typeof either);
let fnType: (a: number, b: number) => number = function (a: number, b: number): number {
  return a * b;
};
console.log("fnType", fnType(6, 7));
const arrowTyped = <T,>(x: T): T => x;
console.log("generic arrow", arrowTyped<string>("typed"), arrowTyped(3));
let optionalFn: ((s: string) => void) | undefined = undefined;
console.log("optional fn", optionalFn === undefined, typeof never_);
abstractless();
function abstractless(this: void, ...rest: number[]): void {
  console.log("this-param erased, rest", rest.length);
}
declare let declaredButUnused: number;
type Unused = Pair<number, string>;
interface Unused2 extends Point {
  z: number;
}
console.log("done");
