import type { Summary } from "./stats.js";

const money = (n: number) =>
  n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export function renderReport(s: Summary): string {
  const parts = [
    `Sales report ${s.first} to ${s.last}`,
    "",
    table(
      ["region", "sales", "units", "revenue", "best product"],
      s.regions.map((r) => [r.region, String(r.sales), String(r.units), money(r.revenue), r.best.product]),
    ),
    "",
    "By month:",
    ...[...s.months].map(([m, v]) => `  ${m}  ${money(v).padStart(12)}`),
    "",
    `Total revenue: ${money(s.total)}`,
  ];
  return parts.join("\n") + "\n";
}
