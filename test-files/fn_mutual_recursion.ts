// Mutual recursion between top-level functions.
function isEven(n: number): boolean {
  return n === 0 ? true : isOdd(n - 1);
}
function isOdd(n: number): boolean {
  return n === 0 ? false : isEven(n - 1);
}
for (let i = 0; i < 6; i++) console.log(i, "even", isEven(i), "odd", isOdd(i));
console.log("isEven(5000)", isEven(5000), "isOdd(4999)", isOdd(4999));
// Hofstadter female and male sequences.
function F(n: number): number {
  return n === 0 ? 1 : n - M(F(n - 1));
}
function M(n: number): number {
  return n === 0 ? 0 : n - F(M(n - 1));
}
let fs = "";
let ms = "";
for (let i = 0; i < 20; i++) {
  fs += F(i) + " ";
  ms += M(i) + " ";
}
console.log("F:", fs);
console.log("M:", ms);
// A tiny recursive-descent evaluator over a string, e.g. "2*(3+4)-5".
let src = "";
let pos = 0;
function expr(): number {
  let v = term();
  while (src[pos] === "+" || src[pos] === "-") {
    const op = src[pos++];
    const r = term();
    v = op === "+" ? v + r : v - r;
  }
  return v;
}
function term(): number {
  let v = factor();
  while (src[pos] === "*" || src[pos] === "/") {
    const op = src[pos++];
    const r = factor();
    v = op === "*" ? v * r : v / r;
  }
  return v;
}
function factor(): number {
  if (src[pos] === "(") {
    pos++;
    const v = expr();
    pos++;
    return v;
  }
  if (src[pos] === "-") {
    pos++;
    return -factor();
  }
  let n = 0;
  while (src[pos] !== undefined && src[pos] >= "0" && src[pos] <= "9") {
    n = n * 10 + (Number(src[pos]) | 0);
    pos++;
  }
  return n;
}
function evaluate(s: string): number {
  src = s;
  pos = 0;
  return expr();
}
console.log(evaluate("2*(3+4)-5"), evaluate("1+2+3*4"), evaluate("((7))"), evaluate("10/4"), evaluate("-(2+3)*-2"), evaluate("1/0-1/0"));
