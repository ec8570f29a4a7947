// Inside a timer callback, setImmediate always runs before setTimeout(0): the check phase comes before the next timers phase.
const log: string[] = [];

function report(): void {
  console.log(log.join("\n"));
}

setTimeout(() => {
  log.push("timeout A");
  setTimeout(() => {
    log.push("timeout from A");
    levelTwo();
  }, 0);
  setImmediate(() => {
    log.push("immediate from A");
    process.nextTick(() => log.push("nextTick from immediate"));
  });
  process.nextTick(() => log.push("nextTick from A"));
  Promise.resolve().then(() => log.push("then from A"));
}, 1);

// The pattern repeats at every level, whatever the timeout's delay.
function levelTwo(): void {
  setTimeout(() => {
    log.push("level 2 timeout(0)");
    levelThree();
  }, 0);
  setTimeout(() => log.push("level 2 timeout(1)"), 1);
  setImmediate(() => log.push("level 2 immediate"));
}

function levelThree(): void {
  const order: string[] = [];
  const t = setTimeout(() => {
    order.push("timeout");
    log.push("level 3: " + order.join(" then "));
    report();
  }, 0);
  setImmediate(() => order.push("immediate 1"));
  setImmediate(() => order.push("immediate 2"));
  console.log("level 3 handle kinds:", typeof t);
}
