// A nextTick queued from a microtask waits until the whole microtask queue is empty; microtasks queued from a nextTick wait for the tick queue.
const out: string[] = [];

setTimeout(() => {
  Promise.resolve()
    .then(() => {
      out.push("then A1");
      process.nextTick(() => {
        out.push("tick from A1");
        Promise.resolve().then(() => out.push("then from tick from A1"));
        process.nextTick(() => out.push("tick from tick from A1"));
      });
    })
    .then(() => out.push("then A2"))
    .then(() => out.push("then A3"));

  queueMicrotask(() => {
    out.push("qm B1");
    queueMicrotask(() => out.push("qm from B1"));
  });

  process.nextTick(() => {
    out.push("tick C1");
    queueMicrotask(() => out.push("qm from C1"));
    process.nextTick(() => out.push("tick from C1"));
  });
  process.nextTick(() => out.push("tick C2"));
}, 1);

setTimeout(() => {
  out.forEach((line, i) => console.log(String(i + 1).padStart(2, " "), line));
}, 10);
