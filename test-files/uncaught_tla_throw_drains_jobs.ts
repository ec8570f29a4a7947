// With top-level `await`, a throw in the module body is reported after
// four of the loader's microtask steps; the jobs already queued run
// meanwhile.
let hops = 0;
function chain(label: string): void {
  Promise.resolve().then(function step(): void {
    hops++;
    console.log(label, "hop", hops);
    if (hops < 20) Promise.resolve().then(step);
  });
}
const value = await Promise.resolve("awaited");
console.log("after await:", value);
chain("jobs");
process.nextTick(() => console.log("tick: never"));
setTimeout(() => console.log("timeout: never"), 0);
throw new TypeError("thrown after await");
