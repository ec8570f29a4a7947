// switch: fall-through, break, and strict (===) matching.
function days(month: number): number {
  let d = 0;
  switch (month) {
    case 2:
      d = 28;
      break;
    case 4:
    case 6:
    case 9:
    case 11:
      d = 30;
      break;
    default:
      d = 31;
  }
  return d;
}
let line = "";
for (let m = 1; m <= 12; m++) line += days(m) + " ";
console.log(line);
function fall(n: number): string {
  let s = "";
  switch (n) {
    case 0:
      s += "zero ";
    case 1:
      s += "one ";
    case 2:
      s += "two ";
      break;
    case 3:
      s += "three ";
    default:
      s += "default";
  }
  return s;
}
for (let n = 0; n < 5; n++) console.log(n, "->", fall(n));
function strict(x: any): string {
  switch (x) {
    case 1:
      return "number 1";
    case "1":
      return "string 1";
    case true:
      return "true";
    case null:
      return "null";
    case undefined:
      return "undefined";
    case 0:
      return "zero (matches -0 too)";
    case NaN:
      return "NaN never matches";
    default:
      return "no match";
  }
}
console.log(strict(1), "|", strict("1"), "|", strict(true), "|", strict(null), "|", strict(undefined));
console.log(strict(-0), "|", strict(NaN), "|", strict(2), "|", strict("true"));
let evaluated = "";
function tag(t: string, v: number): number {
  evaluated += t;
  return v;
}
switch (tag("d", 3)) {
  case tag("a", 1):
    break;
  case tag("b", 3):
    evaluated += "!";
    break;
  case tag("c", 3):
    break;
}
console.log("case expressions evaluated lazily:", evaluated);
function empty(x: number): string {
  switch (x) {
  }
  return "empty switch ok";
}
console.log(empty(1));
function onlyDefault(x: number): string {
  switch (x) {
    default:
      return "only default " + x;
  }
}
console.log(onlyDefault(9));
