// A small application of several modules, written as people write them:
// interfaces and type-only imports, a generic repository, classes with
// private fields, an event hub, async loading and a report.
import { Inventory } from "./lib/inventory.js";
import { loadSeed } from "./lib/seed.js";
import { hub } from "./lib/events.js";
import type { Item } from "./lib/types.js";
import * as fmt from "./lib/format.js";

const inv = new Inventory();
const seen: string[] = [];
hub.on("added", (item: Item) => seen.push(item.sku));
hub.on("low", (item: Item) => console.log(`low stock: ${item.name} (${item.qty})`));

const seed = await loadSeed();
for (const item of seed) inv.add(item);
inv.remove("B-2", 4);
inv.remove("C-3", 1);
try {
  inv.remove("Z-9", 1);
} catch (e) {
  console.log((e as Error).message);
}
console.log(fmt.table(inv.list()));
console.log("total value:", fmt.money(inv.totalValue()));
console.log("added:", seen.join(", "), "| events:", hub.count());
console.log(inv.byCategory());
