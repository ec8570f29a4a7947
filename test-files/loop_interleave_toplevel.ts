// Interleaving puzzle at module top level: sync code, then microtasks (then/await/queueMicrotask), then nextTicks, then timers.
const log: string[] = [];
const say = (s: string): void => {
  log.push(s);
};

say("1 sync start");

setTimeout(() => {
  say("10 timeout 0");
  Promise.resolve().then(() => say("12 then inside timeout"));
  process.nextTick(() => say("11 nextTick inside timeout (before its then)"));
}, 0);

async function task(): Promise<void> {
  say("2 task body runs synchronously");
  await undefined;
  say("5 task after first await");
  await new Promise<void>((r) => setTimeout(r, 0));
  say("13 task after awaiting a timer");
}

Promise.resolve()
  .then(() => {
    say("4 first then");
    process.nextTick(() => say("9 nextTick queued from first then"));
  })
  .then(() => say("7 second then"));

task();

queueMicrotask(() => say("6 queueMicrotask"));
process.nextTick(() => say("8 nextTick from main (after all microtasks: this is a module)"));

say("3 sync end");

setTimeout(() => {
  for (const line of log) console.log(line);
}, 20);
