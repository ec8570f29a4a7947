// Interleaving puzzle inside immediates: each immediate's ticks and microtasks finish before the next; new immediates wait a turn.
const events: string[] = [];
const e = (s: string): void => {
  events.push(s);
};

function stage(name: string, depth: number): void {
  e(`${name} runs`);
  process.nextTick(() => {
    e(`${name} nextTick`);
    Promise.resolve().then(() => e(`${name} nextTick -> then`));
  });
  Promise.resolve().then(() => {
    e(`${name} then`);
    process.nextTick(() => e(`${name} then -> nextTick`));
  });
  if (depth > 0) {
    setImmediate(stage, `${name}.child`, depth - 1);
  }
}

setTimeout(() => {
  setImmediate(stage, "A", 2);
  setImmediate(stage, "B", 1);
  setImmediate(() => {
    e("C runs and awaits");
    (async () => {
      await null;
      e("C after await");
      await null;
      e("C after second await");
    })();
    process.nextTick(() => e("C nextTick"));
  });
}, 1);

setTimeout(() => {
  console.log(events.join("\n"));
}, 25);
