// Division by zero and detecting -0 with 1/x.
function sign0(x: number): string {
  if (x !== 0) return "nonzero";
  return 1 / x === Infinity ? "+0" : "-0";
}
console.log("1/0", 1 / 0, "-1/0", -1 / 0, "0/0", 0 / 0);
console.log("1/-0", 1 / -0, "-1/-0", -1 / -0, "0/-0", 0 / -0);
console.log("-0 === 0", -0 === 0, "-0 == 0", -0 == 0, "-0 < 0", -0 < 0);
console.log("sign of 0:", sign0(0), "of -0:", sign0(-0));
console.log("0 * -5:", sign0(0 * -5), "-0 + 0:", sign0(-0 + 0), "-0 + -0:", sign0(-0 + -0));
console.log("0 - 0:", sign0(0 - 0), "-0 - 0:", sign0(-0 - 0), "0 / -3:", sign0(0 / -3));
console.log("-1 * 0:", sign0(-1 * 0), "unary minus 0:", sign0(-(0)), "1e-320 * -1e-10:", sign0(1e-320 * -1e-10));
console.log("Math-free round trip: -0 % 1 =", sign0(-0 % 1), "-1 % 1 =", sign0(-1 % 1));
let z = 0;
z = -z;
console.log("z = -z:", z, sign0(z));
z *= -1;
console.log("z *= -1:", z, sign0(z));
let w = -0;
w += 0;
console.log("w += 0:", w, sign0(w));
w = -0;
w -= 0;
console.log("w -= 0:", w, sign0(w));
console.log("Number('-0'):", Number("-0"), sign0(Number("-0")));
console.log("+'-0':", +"-0", sign0(+"-0"));
console.log("-0 | 0:", -0 | 0, sign0(-0 | 0));
console.log("-0 >>> 0:", -0 >>> 0, "~~-0:", ~~-0);
console.log("Infinity - Infinity:", Infinity - Infinity, "-Infinity / Infinity:", -Infinity / Infinity);
console.log("5 / Infinity:", 5 / Infinity, sign0(5 / Infinity), "-5 / Infinity:", -5 / Infinity, sign0(-5 / Infinity));
console.log("ternary keeps -0:", true ? -0 : 0);
console.log("-0 in template:", `${-0}`, "and concatenated:", "" + -0);
