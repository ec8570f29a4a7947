// A named function expression's own name is an immutable binding inside it:
// in strict code assigning it throws TypeError "Assignment to constant
// variable.", and the name keeps the function.
const g = function f() {
  try {
    (f as any) = 1;
  } catch (e: any) {
    console.log(e.name, e.message);
  }
  return typeof f;
};
console.log(g());

function attempt(label: string, run: () => void): void {
  try {
    run();
    console.log(label, "no error");
  } catch (e: any) {
    console.log(label, e.name, e.message);
  }
}

const h = function named(n: number): any {
  if (n > 0) return named(n - 1);
  attempt("compound", () => { (named as any) += 1; });
  attempt("increment", () => { (named as any)++; });
  attempt("destructuring", () => { [named as any] = [1]; });
  attempt("for-of target", () => { for (named of [1] as any[]) {} });
  attempt("logical (not assigned)", () => { (named as any) ||= 1; });
  attempt("logical (assigned)", () => { (named as any) &&= 1; });
  return typeof named;
};
console.log("recursion", h(2));

// The value is read before the assignment throws.
let order: string[] = [];
const k = function self(): any {
  try {
    (self as any) = (order.push("rhs"), 0);
  } catch (e: any) {
    order.push(e.message);
  }
  return order;
};
console.log(k());

// Immediately invoked.
console.log((function iife(): string {
  try {
    (iife as any) = 0;
  } catch (e: any) {
    return "iife: " + e.message;
  }
  return "no error";
})());

// A parameter or a `var` of the same name is another binding: assignable.
const p = function shadow(shadow: any) {
  shadow = 2;
  return shadow;
};
console.log("parameter shadows", p(1));
const q = function shadowVar(): any {
  var shadowVar: any = 1;
  shadowVar = 3;
  return shadowVar;
};
console.log("var shadows", q());

// Seen from a nested closure.
const r = function outer(): string {
  const inner = () => {
    try {
      (outer as any) = null;
      return "no error";
    } catch (e: any) {
      return "closure: " + e.message;
    }
  };
  return inner() + " " + typeof outer;
};
console.log(r());

// Function declarations stay assignable.
function decl() { return 1; }
(decl as any) = 5;
console.log("declaration reassigned", decl);
