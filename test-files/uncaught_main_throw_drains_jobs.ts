// A module body that throws is reported by node's ES module loader after
// the loader's own steps, each one microtask: the promise jobs the body
// queued run meanwhile (three steps; four for a module with top-level
// `await`), ticks and timers never. Found by scripts/fuzz (seed 2).
let hops = 0;
function chain(label: string): void {
  Promise.resolve().then(function step(): void {
    hops++;
    console.log(label, "hop", hops);
    if (hops < 20) Promise.resolve().then(step);
  });
}
chain("jobs");
queueMicrotask(() => console.log("queued microtask"));
process.nextTick(() => console.log("tick: never"));
setTimeout(() => console.log("timeout: never"), 0);
setImmediate(() => console.log("immediate: never"));
const results = [1, 2, 3].map((n) => Promise.resolve(n * 10));
results[0].then((v) => console.log("first result", v));
Promise.all(results).then((all) => console.log("all", all));
console.log("body ends with a throw");
(globalThis as unknown as { undefinedFunction(): void }).undefinedFunction();
