// && and || return operands and short-circuit.
let log = "";
function v(tag: string, x: any): any {
  log += tag;
  return x;
}
function run(label: string, r: any): void {
  console.log(label, "->", r, "evaluated:", log === "" ? "(none)" : log);
  log = "";
}
run("1 && 2", v("a", 1) && v("b", 2));
run("0 && 2", v("a", 0) && v("b", 2));
run("'' || 'x'", v("a", "") || v("b", "x"));
run("'y' || 'x'", v("a", "y") || v("b", "x"));
run("null || undefined", v("a", null) || v("b", undefined));
run("NaN && 1", v("a", NaN) && v("b", 1));
run("1 && 0 || 5", v("a", 1) && v("b", 0) || v("c", 5));
run("0 || 0 && 9", v("a", 0) || v("b", 0) && v("c", 9));
run("true && 'last'", v("a", true) && v("b", "last"));
run("-0 || -0", v("a", -0) || v("b", -0));
run("-0 && 1", v("a", -0) && v("b", 1));
run("'0' && 'nonempty'", v("a", "0") && v("b", "nonempty"));
run("!0 && !''", v("a", !0) && v("b", !""));
run("nested", (v("a", 1) || v("b", 2)) && (v("c", 0) || v("d", "")));
let count = 0;
function inc(): boolean {
  count++;
  return true;
}
false && inc();
true || inc();
true && inc();
false || inc();
console.log("inc calls", count);
const x: any = 0;
const y = x || "fallback";
const z = x && "never";
console.log("y", y, "z", z);
let i = 0;
while (i < 10 && i * i < 30) i++;
console.log("loop stop", i);
console.log("precedence", true || false && false, (true || false) && false, !true || true);
