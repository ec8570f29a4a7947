// String building with split/join/replace/case in loops: a checksum over
// many intermediate strings.
let text = "";
for (let i = 0; i < 200; i++) text += `Line ${i}: The Quick brown fox #${i % 7}\n`;
const lines = text.split("\n");
let sum = 0;
for (const l of lines) {
  const words = l.split(" ");
  for (const w of words) sum = (sum * 31 + w.length) % 1000003;
}
const upper = text.toUpperCase().replaceAll("FOX", "cat").replace(/#(\d)/g, "<$1>");
console.log(lines.length, sum, upper.length, upper.slice(0, 40), upper.lastIndexOf("cat"));
let nines = 0;
const trimmed = text.trim().split("\n");
for (let i = 0; i < trimmed.length; i++) if (trimmed[i].slice(5, 8).trim().endsWith("9")) nines++;
console.log(nines);
