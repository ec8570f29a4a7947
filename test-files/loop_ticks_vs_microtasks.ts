// process.nextTick vs queueMicrotask vs Promise.then, at the end of the main module and inside a timer callback.
const log: string[] = [];

function queueAll(where: string): void {
  Promise.resolve().then(() => log.push(`${where}: then 1`));
  process.nextTick(() => log.push(`${where}: nextTick 1`));
  queueMicrotask(() => log.push(`${where}: queueMicrotask 1`));
  process.nextTick(() => log.push(`${where}: nextTick 2`));
  Promise.resolve().then(() => log.push(`${where}: then 2`));
  queueMicrotask(() => log.push(`${where}: queueMicrotask 2`));
}

// The main script of an ES module: its microtasks run before the nextTick queue.
queueAll("main");

// In a timer callback the nextTick queue drains first, then the microtasks.
setTimeout(() => {
  queueAll("timer");
  // Queued from a timer, an immediate runs before any new timer; same drain order.
  setImmediate(() => {
    queueAll("immediate");
  });
}, 0);

setTimeout(() => {
  let last = "";
  for (const entry of log) {
    const where = entry.split(":")[0];
    if (where !== last) {
      console.log(`-- ${where}`);
      last = where;
    }
    console.log(entry.split(": ")[1]);
  }
}, 25);
