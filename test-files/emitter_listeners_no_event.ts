// `listeners()` with no event name: node reads the "undefined" event's
// list and throws a TypeError when there is none (found by scripts/fuzz
// on process_exit_code).
import { EventEmitter } from "node:events";

function tryListeners(what: string, f: () => unknown[]) {
  try {
    console.log(what, f().length);
  } catch (e) {
    console.log(what, (e as Error).name, (e as Error).message);
  }
}

const onExit = () => console.log("exit");
process.on("exit", onExit);
tryListeners("process", () => (process as any).listeners());
console.log("process exit", process.listeners("exit").includes(onExit));
const e = new EventEmitter();
tryListeners("emitter", () => (e as any).listeners());
e.on("x", () => {});
tryListeners("emitter x", () => e.listeners("x"));
tryListeners("emitter nothing", () => e.listeners("nothing"));
tryListeners("emitter raw", () => (e as any).rawListeners());
e.on(undefined as any, () => {});
tryListeners("emitter undefined", () => (e as any).listeners());

// A readline interface and a file stream are emitters too.
import * as fs from "node:fs";
import * as readline from "node:readline";
const stream = fs.createReadStream(process.argv[1]);
tryListeners("stream", () => (stream as any).listeners());
tryListeners("stream data", () => stream.listeners("data"));
const rl = readline.createInterface({ input: stream });
tryListeners("readline", () => (rl as any).listeners());
rl.on("line", () => {});
tryListeners("readline line", () => rl.listeners("line"));
rl.close();
stream.destroy();
