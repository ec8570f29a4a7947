// A long chain of promise reactions runs to completion before any timer; timers wait for the microtask queue.
let hops = 0;
let timerSaw = -1;

setTimeout(() => {
  timerSaw = hops;
  console.log("timer ran after", hops, "hops");
}, 0);

function hop(n: number): Promise<void> {
  hops++;
  if (n === 0) return Promise.resolve();
  return Promise.resolve().then(() => hop(n - 1));
}

hop(1000).then(() => console.log("chain finished with", hops, "hops"));

// queueMicrotask recursion behaves the same way.
let qm = 0;
function again(): void {
  qm++;
  if (qm < 500) queueMicrotask(again);
}
queueMicrotask(again);

// An async loop awaiting resolved values never yields to timers either.
async function spin(count: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < count; i++) {
    total += await Promise.resolve(i);
  }
  return total;
}
spin(300).then((total) => console.log("spin total", total, "queueMicrotask count", qm));

setTimeout(() => {
  console.log("summary: timer saw", timerSaw, "hops; all chains done first:", timerSaw === 1001);
}, 5);
