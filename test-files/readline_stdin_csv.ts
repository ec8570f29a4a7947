// Reads CSV records from stdin line by line and reports per-region
// totals: the shape of a small data-processing CLI.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
const totals = new Map<string, { n: number; sum: number }>();
let header: string[] | null = null;
let bad = 0;
let lineNo = 0;
for await (const line of rl) {
  lineNo++;
  if (line.trim() === "" || line.startsWith("#")) continue;
  const cells = line.split(",").map((c) => c.trim());
  if (!header) {
    header = cells;
    continue;
  }
  const row = Object.fromEntries(header.map((h, i) => [h, cells[i]]));
  const amount = Number(row.amount);
  if (!Number.isFinite(amount) || !row.region) {
    bad++;
    console.error(`line ${lineNo}: skipped ${JSON.stringify(line)}`);
    continue;
  }
  const t = totals.get(row.region) ?? { n: 0, sum: 0 };
  t.n++;
  t.sum += amount;
  totals.set(row.region, t);
}
const report = [...totals]
  .sort((a, b) => b[1].sum - a[1].sum)
  .map(([region, t]) => `${region.padEnd(6)} ${String(t.n).padStart(3)} ${t.sum.toFixed(2).padStart(9)}`);
console.log(report.join("\n"));
console.log(`lines=${lineNo} regions=${totals.size} bad=${bad}`);
process.exitCode = bad > 0 ? 2 : 0;
