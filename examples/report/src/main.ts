// Reads a CSV of sales given on the command line, writes a report file and
// prints a summary; bad input is an error message and exit status 2.
//
//   kiln run examples/report/src/main.ts data/sales.csv [report.txt]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseCsv, CsvError } from "./csv.js";
import { toSales, type Sale } from "./sales.js";
import { summarise } from "./stats.js";
import { renderReport } from "./report.js";

function fail(message: string): void {
  console.error(`report: ${message}`);
  process.exitCode = 2;
}

function main(args: string[]): void {
  const [input, output = "report.txt"] = args;
  if (input === undefined) {
    fail("usage: report SALES.csv [REPORT.txt]");
    return;
  }
  let text: string;
  try {
    text = readFileSync(input, "utf8");
  } catch (e) {
    fail(`cannot read ${input}: ${(e as NodeJS.ErrnoException).code}`);
    return;
  }
  let sales: Sale[];
  try {
    sales = toSales(parseCsv(text));
  } catch (e) {
    if (e instanceof CsvError) {
      fail(`${path.basename(input)}:${e.line}: ${e.message}`);
      return;
    }
    throw e;
  }
  const summary = summarise(sales);
  writeFileSync(output, renderReport(summary));
  console.log(
    `${sales.length} sales, ${summary.regions.length} regions, total ${summary.total.toFixed(2)}; report written to ${path.basename(output)}`,
  );
}

main(process.argv.slice(2));
