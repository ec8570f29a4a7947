// A functional pipeline: map, filter, reduce, flatMap, find, some and
// sort with arrow callbacks over arrays of records, and closures made per
// call (a counter factory, a memoised function).
function makeOrders(n) {
  const orders = [];
  for (let i = 0; i < n; i++) {
    orders.push({
      id: i,
      customer: "c" + (i % 500),
      items: Array.from({ length: 1 + (i % 4) }, (_, k) => ({ sku: "s" + ((i + k) % 50), qty: 1 + ((i * k) % 3), price: 5 + ((i + k * 7) % 40) })),
      status: i % 7 === 0 ? "cancelled" : "paid",
    });
  }
  return orders;
}

function counter() {
  let n = 0;
  return () => ++n;
}

function memo(f) {
  const cache = new Map();
  return (x) => {
    if (cache.has(x)) return cache.get(x);
    const v = f(x);
    cache.set(x, v);
    return v;
  };
}

const orders = makeOrders(40000);
const tax = memo((sku) => (sku.charCodeAt(1) % 3) * 0.05);
let out = 0;
for (let round = 0; round < 5; round++) {
  const next = counter();
  const totals = orders
    .filter((o) => o.status === "paid")
    .map((o) => ({ id: o.id, customer: o.customer, total: o.items.reduce((s, it) => s + it.qty * it.price * (1 + tax(it.sku)), 0) }))
    .filter((o) => o.total > 20);
  const skus = orders.flatMap((o) => o.items.map((it) => it.sku)).filter((s, i, arr) => i < 1000 && arr.indexOf(s) === i);
  const byCustomer = totals.reduce((acc, o) => {
    acc[o.customer] = (acc[o.customer] || 0) + o.total;
    return acc;
  }, {});
  const top = Object.entries(byCustomer).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
  const any = totals.some((o) => o.total > 500);
  const first = totals.find((o) => o.total > 150);
  totals.forEach(() => next());
  out += top.reduce((s, [, v]) => s + v, 0) + skus.length + (any ? 1 : 0) + (first ? first.id : 0) + next();
}
console.log(out.toFixed(4));
