import { Repository } from "./repo.js";
import { hub } from "./events.js";
import { type Item } from "./types.js";

const LOW = 3;

export class Inventory extends Repository<string, Item> {
  constructor() {
    super((i) => i.sku);
  }
  add(item: Item): void {
    this.put({ ...item });
    hub.emit("added", item);
  }
  remove(sku: string, n: number): void {
    const item = this.get(sku);
    if (!item) throw new Error(`unknown sku ${sku}`);
    item.qty -= n;
    if (item.qty <= LOW) hub.emit("low", item);
  }
  list(): Item[] {
    return this.all().sort((a, b) => a.sku.localeCompare(b.sku));
  }
  totalValue(): number {
    return this.all().reduce((s, i) => s + i.qty * i.price, 0);
  }
  byCategory(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const i of this.all()) out[i.category] = (out[i.category] ?? 0) + i.qty;
    return out;
  }
}
