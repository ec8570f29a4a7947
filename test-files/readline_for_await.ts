// node:readline's async iteration: a CSV read line by line from stdin,
// summed per key; a second interface stops early with break.
import { createInterface } from "readline";

interface Row {
  city: string;
  amount: number;
}

async function readRows(): Promise<Row[]> {
  const rows: Row[] = [];
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let header: string[] | undefined;
  for await (const line of rl) {
    if (line.trim() === "") continue;
    const cells = line.split(",");
    if (!header) {
      header = cells;
      continue;
    }
    rows.push({ city: cells[0], amount: Number(cells[1]) });
  }
  console.log(`header: ${header?.join("|")}, closed: ${rl.closed}`);
  return rows;
}

const rows = await readRows();
const totals = new Map<string, number>();
for (const r of rows) {
  totals.set(r.city, (totals.get(r.city) ?? 0) + r.amount);
}
for (const [city, total] of [...totals].sort((a, b) => b[1] - a[1])) {
  console.log(`${city.padEnd(10)} ${total.toFixed(2).padStart(10)}`);
}
console.log(`${rows.length} rows`);
