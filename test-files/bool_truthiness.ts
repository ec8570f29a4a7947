// Truthiness of every kind of primitive.
function t(label: string, x: any): void {
  console.log(label, !!x, !x, x ? "truthy" : "falsy", Boolean_(x));
}
function Boolean_(x: any): string {
  if (x) return "if-taken";
  return "if-skipped";
}
t("0", 0);
t("-0", -0);
t("1", 1);
t("-1", -1);
t("0.1", 0.1);
t("NaN", NaN);
t("Infinity", Infinity);
t("''", "");
t("' '", " ");
t("'0'", "0");
t("'false'", "false");
t("'\\0'", "\0");
t("null", null);
t("undefined", undefined);
t("true", true);
t("false", false);
t("5e-324", 5e-324);
t("built empty", "a"[1] ?? "");
let n = 3;
let iterations = 0;
while (n) {
  n--;
  iterations++;
}
console.log("while(n) iterations", iterations);
let s = "abc";
let steps = 0;
for (let i = 0; s[i]; i++) steps++;
console.log("for(s[i]) steps", steps);
console.log("double negation types", typeof !!0, typeof !"", !!"" === false);
console.log("boolean arithmetic", (true as any) + (true as any), (true as any) * 10, (false as any) - 1, (true as any) / 2);
console.log("boolean printing", true, false, "" + true, `${false}`);
