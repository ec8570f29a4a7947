// switch on strings and numbers, nested switches.
function op(sym: string, a: number, b: number): number | string {
  switch (sym) {
    case "+":
      return a + b;
    case "-":
      return a - b;
    case "*":
      return a * b;
    case "/":
      return a / b;
    case "%":
      return a % b;
    case "**":
      return a ** b;
    default:
      return "unknown operator " + sym;
  }
}
console.log(op("+", 6, 3), op("-", 6, 3), op("*", 6, 3), op("/", 6, 3), op("%", 6, 4), op("**", 2, 8), op("^", 1, 1));
function describe(kind: string, n: number): string {
  switch (kind) {
    case "parity":
      switch (n % 2) {
        case 0:
          return "even";
        case 1:
        case -1:
          return "odd";
        default:
          return "not an integer";
      }
    case "sign":
      switch (true) {
        case n > 0:
          return "positive";
        case n < 0:
          return "negative";
        default:
          return "zero";
      }
    case "size": {
      let label = "";
      switch (n) {
        case 1:
          label = "one";
          break;
        case 2:
          label = "two";
          break;
        default:
          label = "many";
      }
      return label + " item(s)";
    }
  }
  return "unknown kind";
}
console.log(describe("parity", 4), describe("parity", 7), describe("parity", -3), describe("parity", 2.5));
console.log(describe("sign", 5), describe("sign", -5), describe("sign", 0));
console.log(describe("size", 1), describe("size", 2), describe("size", 3), describe("other", 0));
let built = "ab";
built += "c";
switch (built) {
  case "abc":
    console.log("built string matches literal case");
    break;
  default:
    console.log("no match");
}
let tally = "";
for (let i = 0; i < 12; i++) {
  switch (i % 4) {
    case 0:
      tally += "a";
      continue;
    case 1:
      tally += "b";
      break;
    case 2:
      if (i > 5) break;
      tally += "c";
    default:
      tally += "d";
  }
  tally += ".";
}
console.log("tally", tally);
