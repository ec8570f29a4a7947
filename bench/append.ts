// Strings grown one piece at a time past the large-object threshold
// (64 KiB): an output buffer built with `+=`, and a tokenizer that consumes
// its input with `slice`. kiln's strings are flat, so each step copies the
// whole string (node's are ropes); what this measures is the price of
// those copies and of the large objects they make. Prints a checksum.
let out = "";
for (let i = 0; i < 100000; i++) {
  out += i % 10 === 0 ? "\n" : "x";
}
let src = "abc 123 ".repeat(20000);
let tokens = 0;
let chars = 0;
while (src.length) {
  const m = /^\s*(\w+)/.exec(src);
  if (!m) break;
  tokens++;
  chars += m[1].length;
  src = src.slice(m[0].length);
}
console.log(out.length, tokens, chars);
