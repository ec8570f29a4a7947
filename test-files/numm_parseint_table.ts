// parseInt: whitespace (including Unicode spaces), sign, 0x prefix, radix
// handling, the longest prefix of digits.
function show(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    out += c >= " " && c <= "~" ? c : encodeURIComponent(c);
  }
  return '"' + out + '"';
}
const inputs: string[] = [
  "42", "  42", "\t\n42", "\u00a042", "\u3000\ufeff42", "\u2028 7", "42px",
  "px42", "-42", "+42", "- 42", "-0", "0", "00012", "0x1F", "0X1f", "-0x1F",
  "0x", "0xg", "0b101", "0o17", "1e3", "1.9", "-1.9", ".5", "", " ", "Infinity",
  "１２", "12_000", "0.0000005", "9007199254740993", "123456789012345678901234567890",
];
const radixes: any[] = [undefined, 0, 2, 8, 10, 16, 36, 1, 37, -1, "16", 16.9, 4294967312, NaN];
for (let i = 0; i < inputs.length; i++) {
  let line = show(inputs[i]);
  for (let j = 0; j < radixes.length; j++) {
    line += " " + parseInt(inputs[i], radixes[j]);
  }
  console.log(line);
}
console.log(parseInt(0.0000005 as any), parseInt(1e21 as any), parseInt(-0 as any));
console.log(parseInt(null as any), parseInt(null as any, 36), parseInt(undefined as any, 36));
console.log(parseInt({ toString() { return "77"; } } as any, 8));
