// An error thrown inside a generator body that nobody catches: output so far is printed, then exit status 1.
class InventoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InventoryError";
  }
}

interface Item { sku: string; qty: number }

function* restock(items: Item[]): Generator<string, number> {
  let total = 0;
  for (const item of items) {
    if (item.qty < 0) throw new InventoryError(`negative quantity for ${item.sku}`);
    total += item.qty;
    yield `${item.sku}: +${item.qty} (running ${total})`;
  }
  return total;
}

const good: Item[] = [
  { sku: "A-1", qty: 5 },
  { sku: "B-2", qty: 3 },
  { sku: "C-3", qty: 12 },
];
const g = restock(good);
for (let r = g.next(); ; r = g.next()) {
  if (r.done) {
    console.log("restocked total", r.value);
    break;
  }
  console.log(r.value);
}

const handled = restock([{ sku: "X", qty: -1 }]);
try {
  handled.next();
} catch (e) {
  console.log("handled:", (e as Error).name, (e as Error).message, handled.next());
}

for (let i = 1; i <= 15; i++) console.log(`audit line ${i}:`, i * i);

const bad: Item[] = [
  { sku: "D-4", qty: 1 },
  { sku: "E-5", qty: 2 },
  { sku: "F-6", qty: -7 },
  { sku: "G-7", qty: 9 },
];
for (const line of restock(bad)) {
  console.log(line);
}
console.log("never printed");
