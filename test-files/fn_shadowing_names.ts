// Parameters and locals shadow top-level names, including function names.
const value = "top value";
function helper(): string {
  return "top helper";
}
function shadowsByParam(value: number, helper: number): number {
  return value + helper;
}
function shadowsByLocal(): string {
  const helper = (): string => "local helper";
  let value = "local value";
  return helper() + " / " + value;
}
function usesTop(): string {
  return helper() + " / " + value;
}
function shadowsFunctionName(shadowsFunctionName: number): number {
  return shadowsFunctionName * 2;
}
console.log(shadowsByParam(1, 2));
console.log(shadowsByLocal());
console.log(usesTop());
console.log(shadowsFunctionName(21));
let counter = 0;
function increment(counter: number): number {
  counter++;
  return counter;
}
console.log("param copy", increment(10), "top-level untouched", counter);
function incrementTop(): number {
  counter++;
  return counter;
}
incrementTop();
incrementTop();
console.log("top-level changed", counter);
function inner(): string {
  function value(): string {
    return "nested function named value";
  }
  return value();
}
console.log(inner(), "|", value);
const undefinedShadow = (undefined_: number = 5) => undefined_;
console.log(undefinedShadow(), undefinedShadow(7));
function sameNameParamAndLocalBlock(x: number): number {
  {
    const x = 100;
    if (x !== 100) return -1;
  }
  return x;
}
console.log(sameNameParamAndLocalBlock(3));
