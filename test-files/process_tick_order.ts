// The order node runs callbacks in: synchronous code, process.nextTick
// queue, promise microtasks, then timers and immediates, as a server's
// startup code mixes them.
const log: string[] = [];
const say = (s: string) => {
  log.push(s);
  console.log(s);
};

// (No timer races the immediate here: from the main module, which of a
// 0 ms timer and an immediate runs first depends on how long the loop
// takes to start, in node too.)
setImmediate(() => say("immediate"));
Promise.resolve().then(() => {
  say("promise 1");
  process.nextTick(() => say("tick from promise"));
  Promise.resolve().then(() => say("promise from promise"));
});
process.nextTick(() => {
  say("tick 1");
  process.nextTick(() => say("tick from tick"));
  Promise.resolve().then(() => say("promise from tick"));
});
process.nextTick((a: number, b: string) => say(`tick 2 args ${a} ${b}`), 7, "x");
queueMicrotask(() => say("microtask"));
(async () => {
  say("async start");
  await null;
  say("async after await");
  await new Promise((r) => setTimeout(r, 50));
  say("async after timer");
  process.nextTick(() => say("tick after timer"));
  setImmediate(() => {
    say("immediate after timer");
    console.log(log.length, "callbacks");
  });
})();
say("sync end");
