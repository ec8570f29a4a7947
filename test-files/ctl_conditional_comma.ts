// The conditional operator and the comma operator.
function grade(score: number): string {
  return score >= 90 ? "A" : score >= 80 ? "B" : score >= 70 ? "C" : score >= 60 ? "D" : "F";
}
console.log(grade(95), grade(85), grade(75), grade(65), grade(5), grade(NaN));
const n = 5;
console.log("nested", n > 3 ? (n > 4 ? "gt4" : "eq4") : n < 0 ? "neg" : "small");
console.log("types", true ? 1 : "one", false ? 1 : "one", null ? "t" : "f", (0 as any) ? "t" : "f");
let evaluated = "";
function e(tag: string, v: any): any {
  evaluated += tag;
  return v;
}
const r = e("c", true) ? e("t", "then") : e("f", "else");
console.log("only one branch evaluated:", r, evaluated);
evaluated = "";
const comma = (e("1", 1), e("2", 2), e("3", 3));
console.log("comma value", comma, "order", evaluated);
let i = 0, j = 10;
for (i = 0, j = 10; i < j; i++, j--);
console.log("comma in for", i, j);
let x = (1, 2, 3);
console.log("x", x);
let a = 0;
const b = (a++, a++, a);
console.log("a", a, "b", b);
const assignInTernary = n > 0 ? (a = 100) : (a = -100);
console.log("assign in ternary", assignInTernary, a);
let count = 0;
const w = (count += 5, count *= 2, count - 1);
console.log("compound in comma", w, count);
console.log("ternary returns -0", true ? -0 : 0, "and NaN", false ? 0 : NaN);
function abs(v: number): number {
  return v < 0 ? -v : v;
}
console.log("abs", abs(-3), abs(3), abs(-0), abs(-Infinity));
const precedence = 1 + 2 > 2 ? "yes" : "no";
console.log(precedence, (false ? 1 : 2) + 10, false ? 1 : 2 + 10);
