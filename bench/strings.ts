// String building with split/join/replace and a RegExp scan over ~1 MB of
// generated text. Prints a checksum so kiln and node can be compared.
const words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"];
let seed = 12345;
function next(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed;
}
const lines: string[] = [];
let size = 0;
while (size < 1 << 20) {
  let line = "";
  const n = 5 + (next() % 8);
  for (let i = 0; i < n; i++) {
    line += (i ? " " : "") + words[next() % words.length] + (next() % 100);
  }
  line += ", id=" + next() % 100000 + ";";
  lines.push(line);
  size += line.length + 1;
}
const text = lines.join("\n");
let sum = 0;
// split / join / replace
const rows = text.split("\n");
for (let i = 0; i < rows.length; i++) {
  const cells = rows[i].split(" ");
  const joined = cells.join("_").replace("_", "-").toUpperCase();
  sum = (sum * 31 + joined.length + joined.charCodeAt(0)) % 1000000007;
}
// RegExp scan: exec loop, match with g, replace with a function
const re = /([a-z]+)(\d+)/g;
let m: RegExpExecArray | null;
let count = 0;
while ((m = re.exec(text)) !== null) {
  count++;
  sum = (sum + m[2].length * 7 + m.index) % 1000000007;
}
const ids = text.match(/id=\d+/g)!;
const swapped = text.replace(/(\d+);/g, (_m, d) => "#" + d.length + ";");
console.log(rows.length, count, ids.length, swapped.length, sum);
