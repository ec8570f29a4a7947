// String -> number via Number() and unary plus.
function conv(s: string): void {
  const a = Number(s);
  const b = +s;
  console.log(JSONish(s), "->", a, a === b || (a !== a && b !== b) ? "same" : "DIFFERENT");
}
function JSONish(s: string): string {
  return "[" + s + "]";
}
conv("");
conv(" ");
conv("0");
conv("-0");
conv("42");
conv("  42  ");
conv("\n\t 7 \r\n");
conv("+5");
conv("-5");
conv("3.14");
conv(".5");
conv("5.");
conv("1e3");
conv("1E3");
conv("1e-3");
conv("1e");
conv("e3");
conv("0x1f");
conv("0X1F");
conv("0b101");
conv("0o17");
conv("-0x10");
conv("0x");
conv("Infinity");
conv("-Infinity");
conv("+Infinity");
conv("infinity");
conv("NaN");
conv("abc");
conv("12abc");
conv("1_000");
conv("1 2");
conv("00012");
conv("0.0000001");
conv("123456789012345678901234567890");
conv("9007199254740993");
conv("1e400");
conv("-1e400");
conv("1e-400");
console.log("null", Number(null), +null);
console.log("undefined", Number(undefined), +undefined);
console.log("true", Number(true), +true);
console.log("false", Number(false), +false);
console.log("no arg", Number());
console.log("number", Number(-0), Number(3.5), Number(NaN));
