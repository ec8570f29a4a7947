// A typical data pipeline over an array of records.
interface Order { id: number; customer: string; items: { sku: string; qty: number; price: number }[] }
const customers = ['ana', 'ben', 'cid', 'dee'];
const orders: Order[] = [];
for (let i = 1; i <= 24; i++) {
  const items = [];
  for (let j = 0; j < (i % 4) + 1; j++) items.push({ sku: 'S' + ((i * 3 + j) % 7), qty: (j % 3) + 1, price: ((i + j) % 5) * 2.5 + 1 });
  orders.push({ id: i, customer: customers[i % customers.length], items });
}
const totals = orders.map((o) => ({ id: o.id, customer: o.customer, total: o.items.reduce((s, it) => s + it.qty * it.price, 0) }));
const byCustomer = customers.map((c) => {
  const mine = totals.filter((t) => t.customer === c);
  return { c, count: mine.length, sum: mine.reduce((s, t) => s + t.total, 0), best: mine.toSorted((a, b) => b.total - a.total)[0].id };
});
console.log(byCustomer.sort((a, b) => b.sum - a.sum || (a.c < b.c ? -1 : 1)));
const all = orders.flatMap((o) => o.items.map((it) => it.sku));
const skus = all.filter((s, i) => all.indexOf(s) === i).sort();
console.log(skus.join(','));
const top3 = totals.toSorted((a, b) => b.total - a.total || a.id - b.id).slice(0, 3).map((t) => `${t.id}:${t.total}`);
console.log(top3, totals.findIndex((t) => t.total > 40), totals.some((t) => t.total === 0), totals.every((t) => t.total > 0));
console.log(orders.filter((o) => o.items.length === 4).map((o) => o.id).join(' '), totals.at(-1));
