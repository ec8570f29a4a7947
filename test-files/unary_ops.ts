// Unary +, -, !, ~ and void.
const vals: string = "see calls below";
function un(label: string, x: any): void {
  console.log(label, "+", +x, "-", -x, "!", !x, "~", ~x, "void", void x);
}
un("0", 0);
un("-0", -0);
un("1.5", 1.5);
un("-7", -7);
un("NaN", NaN);
un("Infinity", Infinity);
un("''", "");
un("'12'", "12");
un("'-3.5'", "-3.5");
un("'x'", "x");
un("true", true);
un("false", false);
un("null", null);
un("undefined", undefined);
un("2**31", 2 ** 31);
un("'0x1F'", "0x1F");
console.log("double", - -1, +-1, -+1, !!1, ~~3.9, !-0, - -0);
console.log("negate -0 literal", -(-0), -(0), 0 * -1);
console.log("void expr", void 0, void "x", void (1 + 2));
let n = 5;
const m = -n;
console.log("negate var", m, -m, -(-n));
console.log(vals.length);
