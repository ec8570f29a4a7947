// `process.exit()` ends the program where it is called: no finally block,
// no queued callback runs after it; the `exit` listeners do, once, and
// what was printed before it is all there.
let log: string[] = [];
process.on("exit", (code) => {
  console.log("exit listener", code, log.join(","));
  // A second exit from a listener ends the process with its code at once.
  process.exit(code + 1);
});
process.on("exit", () => console.log("never: the first listener exited"));

function deep(n: number): number {
  if (n === 0) {
    try {
      log.push("exiting");
      for (let i = 0; i < 3000; i++) process.stdout.write(i % 100 === 99 ? "\n" : ".");
      process.exit(40);
    } finally {
      console.log("finally never runs");
    }
  }
  return deep(n - 1) + 1;
}

setTimeout(() => console.log("timer never runs"), 0);
Promise.resolve().then(() => console.log("microtask never runs"));
try {
  process.exit(2.5);
} catch (e) {
  console.log((e as Error).message);
}
console.log("deep:", deep(50));
