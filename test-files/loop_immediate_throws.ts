// An exception thrown inside a setImmediate callback ends the program with status 1; later immediates never run.
interface Order {
  id: number;
  qty: number;
}

const orders: Order[] = [
  { id: 1, qty: 2 },
  { id: 2, qty: 5 },
  { id: 3, qty: -1 },
  { id: 4, qty: 1 },
];

function validate(order: Order): void {
  if (order.qty <= 0) throw new RangeError(`order ${order.id} has quantity ${order.qty}`);
}

let processed = 0;
for (const order of orders) {
  setImmediate(() => {
    if (order.id === 1) {
      // A follow-up timer: it can only run after this batch of immediates, which fails first.
      setTimeout(() => console.log("timer never runs"), 0);
    }
    validate(order);
    processed++;
    console.log(`order ${order.id} ok (${processed} processed)`);
  });
}

process.nextTick(() => console.log("nextTick runs before the immediates"));
console.log("queued", orders.length, "orders");
