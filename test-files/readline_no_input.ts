// node:readline over empty input: no line, then close, for a listener
// and for an async iteration.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin });
let lines = 0;
rl.on("line", () => lines++);
rl.on("close", () => console.log(`closed with ${lines} lines`));
for await (const line of readline.createInterface(process.stdin)) {
  console.log("never", line);
}
console.log("loop done");
