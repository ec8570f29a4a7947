// parseFloat: the longest StrDecimalLiteral prefix after whitespace.
function show(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    out += c >= " " && c <= "~" ? c : encodeURIComponent(c);
  }
  return '"' + out + '"';
}
const inputs: string[] = [
  "3.14", "  3.14abc", "\u00a0\u2029-2.5e3x", "1e", "1e+", "1e-", "1e5", "1E+5",
  "-.5e-3x", ".5", "5.", ".", "-", "+", "+-1", "-0", "+0", "0x10", "0b11",
  "0o7", "1_000", "Infinity", "-Infinity", "+Infinityx", "infinity", "Inf",
  "NaN", "", "   ", "1e1000", "-1e1000", "1e-400", "123456789012345678901234567890",
  "0.1e-5", "00.5", "1..2", "1.2.3", "--1", "4e2.5", ".e1", "9007199254740993",
  "2.2250738585072011e-308", "4.9e-324", "2.4703282292062328e-324", "\ufeff1",
];
for (let i = 0; i < inputs.length; i++) {
  console.log(show(inputs[i]), parseFloat(inputs[i]));
}
console.log(parseFloat(12.5 as any), parseFloat(-0 as any), parseFloat(null as any));
console.log(parseFloat({ toString() { return "  7.25e1 units"; } } as any));
console.log(parseFloat([1.5, 2] as any), parseFloat(true as any));
console.log(Number.parseFloat === parseFloat, Number.parseInt === parseInt);
