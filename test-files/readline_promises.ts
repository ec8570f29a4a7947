// readline/promises over piped stdin: a question answered by the first
// line (the rest arrive as `line` events), then a question after close,
// which rejects.
import * as readline from "node:readline/promises";
import { stdin as input, stdout as output } from "node:process";

const rl = readline.createInterface({ input, output });
const closed = new Promise((resolve) => rl.on("close", resolve));
const rest: string[] = [];
rl.on("line", (line) => rest.push(line.trim()));
const name = await rl.question("What is your name? ");
console.log(`Hello ${name}!`);
await closed;
console.log(rest.filter((l) => l !== ""), rl instanceof readline.Interface);
try {
  await rl.question("again? ");
} catch (e) {
  console.log((e as any).code, (e as Error).message);
}
const r2 = readline.createInterface({ input });
console.log(typeof r2.question("unanswered").then);
