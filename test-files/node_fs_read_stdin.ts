// A filter script: reads all of stdin at once (file descriptor 0), as
// `cat data | node script` programs do, and prints a word count.
import { readFileSync } from "node:fs";

const text = readFileSync(0, "utf8");
const lines = text.split("\n");
if (lines[lines.length - 1] === "") lines.pop();
const words = text.split(/\s+/).filter(Boolean);
const freq = new Map<string, number>();
for (const w of words) {
  const k = w.toLowerCase().replace(/[^\p{L}\p{N}']/gu, "");
  if (k) freq.set(k, (freq.get(k) ?? 0) + 1);
}
const top = [...freq].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
console.log(`${lines.length} lines, ${words.length} words, ${text.length} chars`);
console.log(top.map(([w, n]) => `${w}=${n}`).join(" "));
console.log(JSON.stringify(lines[lines.length - 1]));
