// setImmediate callbacks run in creation order, after the main script and its nextTicks and microtasks.
const order: string[] = [];

function record(label: string): void {
  order.push(label);
  console.log("immediate", label);
}

for (const name of ["one", "two", "three"]) {
  setImmediate(record, name);
}

setImmediate(() => {
  record("four");
  // Queued while immediates are running: waits for the next turn of the loop,
  // after every immediate already queued.
  setImmediate(record, "six (queued by four)");
});
setImmediate(record, "five");

Promise.resolve().then(() => console.log("microtask before any immediate"));
process.nextTick(() => console.log("nextTick before any immediate"));

// A batch of immediates built from data, each capturing its own entry.
interface Job {
  name: string;
  cost: number;
}
const jobs: Job[] = [
  { name: "parse", cost: 3 },
  { name: "check", cost: 5 },
  { name: "emit", cost: 2 },
];
let total = 0;
jobs.forEach((job, index) => {
  setImmediate(() => {
    total += job.cost;
    console.log(`job ${index} ${job.name}, running total ${total}`);
  });
});

console.log("main script done");
