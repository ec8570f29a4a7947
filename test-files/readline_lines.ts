// node:readline over stdin: line events, the last line without a line
// end, CRLF, and close.
import * as readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin, terminal: false });
let count = 0;
let total = 0;
rl.on("line", (line) => {
  count++;
  const n = Number(line);
  if (Number.isFinite(n)) {
    total += n;
  }
  console.log(`${count}: ${JSON.stringify(line)}`);
});
rl.on("close", () => {
  console.log(`closed after ${count} lines, total ${total}`);
});
console.log("listening");
