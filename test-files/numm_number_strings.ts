// Number(string) and unary + on every string form: StringToNumber.
function show(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    out += c >= " " && c <= "~" ? c : encodeURIComponent(c);
  }
  return '"' + out + '"';
}
const inputs: string[] = [
  "", " ", "\t\n\v\f\r ", "\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff",
  "42", " 42 ", "\u3000 42 \ufeff", "-42", "+42", "4 2", "42px", "0042", "-0", "+0",
  "1.5", ".5", "5.", ".", "1e3", "1E-3", "1e", "1e+", "-1.5e-7", "0x1F", "0X1f", "0xfg",
  "-0x1F", "+0x1F", "0x", "0b101", "0B11", "0b2", "0o17", "0O7", "0o8", "-0b1",
  "Infinity", "+Infinity", "-Infinity", "infinity", "INFINITY", "Inf", "NaN",
  "1_000", "1,000", "١٢", "１２", "9007199254740993", "1e1000", "-1e1000",
  "1e-400", "0.1", "0x20000000000001", "0x1fffffffffffff1", "00x1", "0.0e0",
];
for (let i = 0; i < inputs.length; i++) {
  const s = inputs[i];
  console.log(show(s), Number(s), +s, Object.is(Number(s), +s));
}
console.log(Number(), Number(undefined), Number(null), Number(true), Number(false));
console.log(Number([]), Number([5]), Number(["7"]), Number([1, 2]), Number({}));
console.log(Number({ valueOf() { return "0x10"; } }), +{ toString() { return " 12 "; } });
