// default in the middle: chosen only when nothing matches, then falls through.
function f(x: number): string {
  let s = "";
  switch (x) {
    case 1:
      s += "one ";
    default:
      s += "default ";
    case 2:
      s += "two ";
      break;
    case 3:
      s += "three ";
  }
  return s;
}
for (let x = 0; x <= 4; x++) console.log(x, "->", f(x));
function g(x: string): string {
  switch (x) {
    case "a":
      return "A";
    default:
      return "DEFAULT(" + x + ")";
    case "b":
      return "B";
  }
}
console.log(g("a"), g("b"), g("c"), g(""));
function h(x: number): string {
  let s = "";
  switch (x) {
    default:
      s += "d";
    case 1:
      s += "1";
    case 2:
      s += "2";
  }
  return s;
}
console.log("default first:", h(0), h(1), h(2));
function last(x: number): string {
  let s = "";
  switch (x) {
    case 1:
      s += "1";
    case 2:
      s += "2";
    default:
      s += "d";
  }
  return s;
}
console.log("default last:", last(0), last(1), last(2));
let trace = "";
function t(v: number): number {
  trace += v;
  return v;
}
switch (5) {
  case t(1):
    trace += "A";
  default:
    trace += "D";
  case t(2):
    trace += "B";
}
console.log("trace (all cases tested before default):", trace);
