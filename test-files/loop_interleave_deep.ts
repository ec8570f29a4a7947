// Interleaving puzzle several levels deep: timer -> immediate -> nextTick -> then -> timer -> ..., checked step by step.
const order: string[] = [];
let step = 0;
function mark(s: string): void {
  step++;
  order.push(`${step}:${s}`);
}

function level3(): void {
  mark("L3 timer");
  queueMicrotask(() => mark("L3 microtask"));
  process.nextTick(() => mark("L3 nextTick"));
  setImmediate(() => {
    mark("L3 immediate");
    finish();
  });
}

function level2(): void {
  mark("L2 then");
  process.nextTick(() => {
    mark("L2 then -> nextTick");
    setTimeout(level3, 0);
  });
  queueMicrotask(() => mark("L2 then -> microtask"));
}

setTimeout(() => {
  mark("L0 timer");
  setImmediate(() => {
    mark("L1 immediate");
    process.nextTick(() => {
      mark("L1 nextTick");
      Promise.resolve().then(level2);
    });
    Promise.resolve().then(() => mark("L1 then"));
  });
  setTimeout(() => mark("L0 -> timer(0) runs after L1 immediate and its queues"), 0);
  process.nextTick(() => mark("L0 nextTick"));
}, 0);

function finish(): void {
  for (const line of order) console.log(line);
}
