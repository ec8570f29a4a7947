// node:readline: closing from a line handler (the rest of that read's
// lines still arrive, as node emits a chunk's lines together), events
// after close, pause and resume, and an interface over empty input.
import { createInterface, Interface } from "node:readline";

const rl = createInterface({ input: process.stdin });
console.log(rl instanceof Interface, rl.terminal, rl.closed);
const events: string[] = [];
rl.on("pause", () => events.push("pause"));
rl.on("line", (line) => {
  events.push(`line ${line}`);
  if (line === "stop") {
    rl.close();
  }
});
rl.once("close", () => {
  events.push("close");
  console.log(events.join("\n"));
  console.log(rl.closed);
  setTimeout(() => {
    console.log("later:", events.length);
    try {
      rl.question("again? ", () => {});
    } catch (e: any) {
      console.log(e.code, e.message);
    }
  }, 1);
});
