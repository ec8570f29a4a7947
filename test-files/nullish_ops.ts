// ?? and the logical assignment operators.
let log = "";
function v(tag: string, x: any): any {
  log += tag;
  return x;
}
function run(label: string, r: any): void {
  console.log(label, "->", r, "evaluated:", log);
  log = "";
}
run("null ?? 1", v("a", null) ?? v("b", 1));
run("undefined ?? 1", v("a", undefined) ?? v("b", 1));
run("0 ?? 1", v("a", 0) ?? v("b", 1));
run("'' ?? 1", v("a", "") ?? v("b", 1));
run("false ?? 1", v("a", false) ?? v("b", 1));
run("NaN ?? 1", v("a", NaN) ?? v("b", 1));
run("-0 ?? 1", v("a", -0) ?? v("b", 1));
run("null ?? undefined ?? 3", v("a", null) ?? v("b", undefined) ?? v("c", 3));
run("(null || 0) ?? 5", (v("a", null) || v("b", 0)) ?? v("c", 5));
run("null ?? (0 || 7)", v("a", null) ?? (v("b", 0) || v("c", 7)));
let a: any = null;
a ??= v("x", "set");
run("a ??= (null)", a);
a ??= v("y", "again");
run("a ??= (set)", a);
let b: any = 0;
b ||= v("x", 10);
run("b ||= (0)", b);
b ||= v("y", 20);
run("b ||= (10)", b);
let c: any = 1;
c &&= v("x", "and");
run("c &&= (1)", c);
let d: any = "";
d &&= v("y", "never");
run("d &&= ('')", d);
let e: any = undefined;
e ??= e ??= 4;
run("e ??= e ??= 4", e);
let f: any = false;
f ??= v("z", true);
run("f ??= (false)", f);
function opt(x?: number, y?: string): string {
  return `${x ?? "no x"} / ${y ?? "no y"}`;
}
console.log(opt(), opt(0), opt(undefined, ""), opt(NaN, "s"));
