// Number -> string via String(), template literals and + "" (no -0 sign here).
function show(label: string, x: number): void {
  console.log(label + ": String=" + String(x) + " template=" + `${x}` + " concat=" + (x + "") + " log=", x);
}
show("zero", 0);
show("neg zero", -0);
show("one", 1);
show("minus one", -1);
show("half", 0.5);
show("tenth+fifth", 0.1 + 0.2);
show("NaN", NaN);
show("Inf", Infinity);
show("-Inf", -Infinity);
show("1e21", 1e21);
show("1e20", 1e20);
show("123456789012345680000", 123456789012345680000);
show("1e-7", 1e-7);
show("1e-6", 1e-6);
show("2**53", 2 ** 53);
show("5e-324", 5e-324);
show("max", 1.7976931348623157e308);
show("1/3", 1 / 3);
show("-1/3", -1 / 3);
show("100", 100);
show("1.5e-10", 1.5e-10);
show("-1.5e21", -1.5e21);
show("2**31", 2 ** 31);
show("-(2**31)", -(2 ** 31));
show("0.000001234", 0.000001234);
show("1234.5678", 1234.5678);
console.log(String(-0) === "0", `${-0}` === "0", -0 + "" === "0");
console.log("length of String(1e21):", String(1e21).length);
console.log("length of String(-1e-7):", String(-1e-7).length);
