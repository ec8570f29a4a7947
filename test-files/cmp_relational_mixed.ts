// Relational comparisons across types.
function rel(label: string, a: any, b: any): void {
  console.log(label, "<", a < b, "<=", a <= b, ">", a > b, ">=", a >= b);
}
rel("1 vs 2", 1, 2);
rel("2 vs 2", 2, 2);
rel("-0 vs 0", -0, 0);
rel("'10' vs '9'", "10", "9");
rel("'10' vs 9", "10", 9);
rel("10 vs '9'", 10, "9");
rel("'a' vs 1", "a", 1);
rel("null vs 0", null, 0);
rel("null vs -1", null, -1);
rel("undefined vs 0", undefined, 0);
rel("true vs 0", true, 0);
rel("false vs true", false, true);
rel("'' vs 0", "", 0);
rel("' ' vs 0", " ", 0);
rel("'1e3' vs 999", "1e3", 999);
rel("'0x10' vs 15", "0x10", 15);
rel("Infinity vs 1e308", Infinity, 1e308);
rel("-Infinity vs -1e308", -Infinity, -1e308);
rel("NaN vs NaN", NaN, NaN);
rel("'b' vs 'abc'", "b", "abc");
rel("'B' vs 'a'", "B", "a");
rel("true vs '1'", true, "1");
rel("null vs undefined", null, undefined);
rel("null vs null", null, null);
rel("2**53 vs 2**53+1", 2 ** 53, 2 ** 53 + 1);
rel("5e-324 vs 0", 5e-324, 0);
console.log("null >= 0 && null <= 0 but null != 0:", (null as any) >= 0 && (null as any) <= 0, (null as any) != 0);
console.log("chained", 1 < 2 < 3, 3 > 2 > 1, 3 > 2 >= 1);
