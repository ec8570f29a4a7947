// Interleaving puzzle inside a timer callback: nextTick, then, await, queueMicrotask, setImmediate and setTimeout(0) nested.
const out: string[] = [];
const p = (s: string): void => {
  out.push(s);
};

async function inner(label: string): Promise<string> {
  p(`${label}: inner start`);
  await null;
  p(`${label}: inner after await`);
  return label.toUpperCase();
}

setTimeout(() => {
  p("T1 start");
  setTimeout(() => {
    p("T2 (timeout from T1)");
    process.nextTick(() => p("T2 nextTick"));
  }, 0);
  setImmediate(() => {
    p("I1 (immediate from T1)");
    Promise.resolve().then(() => p("I1 then"));
    process.nextTick(() => p("I1 nextTick"));
  });
  setImmediate(() => p("I2 (immediate from T1)"));
  inner("a").then((v) => p(`a resolved to ${v}`));
  process.nextTick(() => {
    p("T1 nextTick");
    queueMicrotask(() => p("microtask from T1 nextTick"));
  });
  Promise.resolve().then(() => {
    p("T1 then");
    process.nextTick(() => p("nextTick from T1 then"));
  });
  p("T1 end");
}, 0);

setTimeout(() => {
  for (let i = 0; i < out.length; i++) console.log(`${i + 1}. ${out[i]}`);
}, 20);
