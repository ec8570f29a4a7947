// `process.exitCode`, the `exit` and `beforeExit` events: the status is
// what the program asked for, after everything it queued ran.
console.log(process.exitCode);
process.exitCode = 3;
console.log(process.exitCode);
process.exitCode = "4";
console.log(process.exitCode, typeof process.exitCode);
process.exitCode = undefined;
console.log(process.exitCode);

for (const bad of [1.5, "x", {}, true, NaN]) {
  try {
    process.exitCode = bad as any;
    console.log("accepted", bad);
  } catch (e) {
    const err = e as Error & { code: string };
    console.log(err.name, err.code, err.message);
  }
}

let rounds = 0;
process.on("beforeExit", (code) => {
  rounds++;
  console.log("beforeExit", code, rounds);
  if (rounds < 3) {
    setTimeout(() => console.log("timer from beforeExit", rounds), 1);
    Promise.resolve().then(() => console.log("microtask from beforeExit", rounds));
  }
});
const first = (code: number) => console.log("first exit listener", code, process.exitCode);
process.on("exit", first);
process.once("exit", function (this: unknown, code) {
  console.log("once listener", code, this === process);
  process.exitCode = 6;
  setTimeout(() => console.log("never runs"), 0);
  process.nextTick(() => console.log("never runs either"));
});
process.on("exit", (code) => console.log("last listener sees", code, process.exitCode));
// (node counts an exit listener of its own: the lists are compared by
// what the program added.)
console.log(process.listeners("exit").includes(first), process.listeners("beforeExit").length);
const removed = () => console.log("removed listener ran");
process.on("exit", removed);
console.log(process.listeners("exit").includes(removed));
process.off("exit", removed);
console.log(process.listeners("exit").includes(removed));
try {
  process.on("exit", 42 as any);
} catch (e) {
  console.log((e as Error).message);
}
process.exitCode = 5;
setTimeout(() => console.log("a timer before the end"), 2);
console.log("end of the module body");
