// Word counting with a Map over ~2 MB of generated text: split into
// words, count each, then rank the most frequent. Prints a checksum so
// kiln and node can be compared.
const syllables = ["ka", "lo", "mi", "ne", "su", "ta", "ri", "po", "ve", "zu", "an", "el"];
let seed = 20240115;
function next(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed;
}
const words: string[] = [];
for (let i = 0; i < 5000; i++) {
  let w = "";
  const n = 1 + ((next() >> 8) % 4);
  for (let j = 0; j < n; j++) w += syllables[(next() >> 8) % syllables.length];
  words.push(w);
}
const parts: string[] = [];
let size = 0;
while (size < 2 << 20) {
  // A skewed choice: low indices are far more frequent.
  const u = (next() >> 8) / 8388608;
  const w = words[Math.floor(u * u * 5000)];
  parts.push(w);
  size += w.length + 1;
}
const text = parts.join(" ");
const counts = new Map<string, number>();
for (let round = 0; round < 3; round++) {
  const toks = text.split(" ");
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
}
const ranked: [string, number][] = [];
counts.forEach((c, w) => ranked.push([w, c]));
ranked.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
let sum = 0;
for (let i = 0; i < ranked.length; i++) sum = (sum * 31 + ranked[i][1] * (i + 1)) % 1000000007;
console.log(counts.size, ranked[0][0], ranked[0][1], ranked[ranked.length - 1][1], sum);
