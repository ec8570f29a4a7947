// Reads a 50 MB text file of CSV records and sums a column, line by
// line, the way a script does it: readFileSync, split on newlines, split
// each line on commas, parseFloat. The input is made once (the first run
// writes it into the temporary directory; later runs only read it).
import { appendFileSync, existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const file = join(tmpdir(), "kiln-bench-readlines-v1.csv");
const LINES = 2_000_000;

function makeInput() {
  writeFileSync(file, "id,name,price,qty\n");
  let chunk = [];
  for (let i = 0; i < LINES; i++) {
    chunk.push(`${i},item-${i % 9973},${((i * 7919) % 100000) / 100},${i % 17}`);
    if (chunk.length === 50000) {
      appendFileSync(file, chunk.join("\n") + "\n");
      chunk = [];
    }
  }
  if (chunk.length) appendFileSync(file, chunk.join("\n") + "\n");
}

if (!existsSync(file) || statSync(file).size < 50_000_000) makeInput();

const text = readFileSync(file, "utf8");
const lines = text.split("\n");
let total = 0;
let records = 0;
let longest = "";
for (let i = 1; i < lines.length; i++) {
  const line = lines[i];
  if (line === "") continue;
  const fields = line.split(",");
  const price = parseFloat(fields[2]);
  const qty = parseInt(fields[3], 10);
  total += price * qty;
  records++;
  if (fields[1].length > longest.length) longest = fields[1];
}
console.log(records, total.toFixed(2), longest, (text.length / 1e6).toFixed(1) + " MB");
