// Reads a 50 MB text file of CSV records and sums a column, line by
// line, the way node's documentation reads a big file: readline over
// fs.createReadStream, `for await` over the lines. The input is the file
// bench/readlines.ts makes (made here too if it is missing).
import { appendFileSync, createReadStream, existsSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

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

const rl = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
let total = 0;
let records = 0;
let longest = "";
let first = true;
for await (const line of rl) {
  if (first) {
    first = false;
    continue;
  }
  if (line === "") continue;
  const fields = line.split(",");
  const price = parseFloat(fields[2]);
  const qty = parseInt(fields[3], 10);
  total += price * qty;
  records++;
  if (fields[1].length > longest.length) longest = fields[1];
}
console.log(records, total.toFixed(2), longest);
