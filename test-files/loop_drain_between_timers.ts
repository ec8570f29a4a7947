// After EACH timer callback, node drains the nextTick queue and the microtasks before the next timer, even within one pass.
const log: string[] = [];

function makeTimer(name: string): void {
  setTimeout(() => {
    log.push(`${name} runs`);
    process.nextTick(() => log.push(`  ${name} nextTick`));
    Promise.resolve()
      .then(() => log.push(`  ${name} then`))
      .then(() => log.push(`  ${name} then-then`));
    queueMicrotask(() => log.push(`  ${name} microtask`));
  }, 2);
}

makeTimer("first");
makeTimer("second");
makeTimer("third");

// The same holds for intervals, and for an async function awaiting inside a timer.
let n = 0;
const iv = setInterval(async () => {
  n++;
  const mine = n;
  log.push(`interval ${mine} start`);
  await null;
  log.push(`  interval ${mine} after await`);
  if (mine === 2) {
    clearInterval(iv);
    for (const line of log) console.log(line);
  }
}, 6);
