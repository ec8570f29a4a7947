import type { Item } from "./types.js";

export async function loadSeed(): Promise<Item[]> {
  await new Promise((r) => setTimeout(r, 1));
  return [
    { sku: "C-3", name: "Washer", category: "parts", qty: 4, price: 0.05 },
    { sku: "A-1", name: "Hammer", category: "tools", qty: 10, price: 12.5 },
    { sku: "B-2", name: "Wrench", category: "tools", qty: 6, price: 8.25 },
    { sku: "D-4", name: "Tape", category: "misc", qty: 20, price: 1.99 },
  ];
}
