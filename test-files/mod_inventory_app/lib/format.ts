import type { Item } from "./types.js";

export const money = (n: number): string => `$${n.toFixed(2)}`;

export function table(items: Item[]): string {
  const rows = items.map((i) => [i.sku, i.name, String(i.qty), money(i.price)]);
  const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((r) => r.map((cell, c) => (c >= 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join("  ")).join("\n");
}
