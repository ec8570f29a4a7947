// Function declarations are hoisted: callable before they appear.
console.log("early call", square(7));
console.log("early mutual", isEven(10), isOdd(7));
function square(n: number): number {
  return n * n;
}
function outer(): string {
  return inner() + "!";
  function inner(): string {
    return "inner called before its declaration";
  }
}
console.log(outer());
function isEven(n: number): boolean {
  return n === 0 ? true : isOdd(n - 1);
}
function isOdd(n: number): boolean {
  return n === 0 ? false : isEven(n - 1);
}
console.log("typeof before", typeof later);
function later(): number {
  return 42;
}
console.log("later", later());
function uses(): number {
  return helper(3) + TOP;
}
const TOP = 100;
function helper(x: number): number {
  return x * 2;
}
console.log("uses", uses());
function redeclares(): string {
  // Duplicate declarations are fine in a function body (not at module top level).
  let before = twice();
  function twice(): string {
    return "first";
  }
  let after = twice();
  function twice(): string {
    return "second";
  }
  return before + " " + after;
}
console.log("redeclared function", redeclares());
function countdown(n: number): string {
  return n === 0 ? "liftoff" : n + " " + countdown(n - 1);
}
console.log(countdown(5));
function shadowsHoisted(): string {
  let result = local();
  function local(): string {
    return "local function";
  }
  return result;
}
console.log(shadowsHoisted());
