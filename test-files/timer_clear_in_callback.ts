// A timer callback cancelling a pending timer with the same delay (due together with it): the cancelled one never runs.
type Handle = ReturnType<typeof setTimeout>;

const handles: Handle[] = [];
const log: string[] = [];

// Five timers with the same delay: they are all due together.
for (let i = 0; i < 5; i++) {
  handles.push(
    setTimeout(() => {
      log.push(`t${i}`);
      console.log(`t${i} runs`);
      if (i === 1) {
        clearTimeout(handles[3]); // later in the same list: cancelled
        clearTimeout(handles[0]); // already ran: no effect
        console.log("t1 cancelled t3");
      }
    }, 4),
  );
}

// A watchdog cancelled by the worker it guards.
setTimeout(() => {
  console.log("worker done, disarming watchdog");
  clearTimeout(watchdog);
}, 8);
const watchdog = setTimeout(() => {
  console.log("watchdog fired: worker too slow");
}, 20);

// A timer cancelling itself while running is harmless.
const selfCancel: Handle = setTimeout(() => {
  clearTimeout(selfCancel);
  console.log("self-cancel still finished its body");
}, 12);

setTimeout(() => {
  console.log("log:", log.join(" "));
}, 28);
