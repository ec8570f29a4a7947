// fs.createReadStream: a file read line by line through readline (the
// idiom for big files), its chunks as data events and async iteration
// once it has an encoding, its events in node's order, and a missing
// file's error event; all inside a directory made and removed here.
import fs from "node:fs";
import { createReadStream } from "fs";
import readline from "node:readline";
import * as path from "node:path";

const dir = path.join(process.env.TMPDIR ?? "/tmp", "kiln-read-stream-" + process.pid);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir);
const file = path.join(dir, "log.txt");
const words = ["alpha", "βeta", "γάμμα", "delta", "€uro", "🙂 smile"];
const lines: string[] = [];
for (let i = 0; i < 9000; i++) {
  lines.push(`${i} ${words[i % words.length]} ${"x".repeat(i % 13)}`);
}
fs.writeFileSync(file, lines.join("\n") + "\n");
console.log("bytes:", fs.statSync(file).size);

async function countLines(): Promise<void> {
  const rl = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let count = 0;
  let sum = 0;
  let mismatches = 0;
  for await (const line of rl) {
    if (line !== lines[count]) mismatches++;
    sum += Number(line.split(" ")[0]);
    count++;
  }
  console.log(`readline: ${count} lines, sum ${sum}, mismatches ${mismatches}`);
}
await countLines();

await new Promise<void>((resolve) => {
  const events: string[] = [];
  let text = "";
  const s = fs.createReadStream(file, { encoding: "utf8" });
  s.on("open", (fd: number) => events.push(`open ${typeof fd}`));
  s.on("ready", () => events.push("ready"));
  s.on("data", (chunk: string | Buffer) => {
    text += chunk;
    events.push("data");
  });
  s.on("end", () => events.push("end"));
  s.on("close", () => {
    events.push("close");
    const collapsed = events.join(" ").replace(/(data ?)+/, "data… ");
    console.log(collapsed, text === lines.join("\n") + "\n");
    resolve();
  });
});

let chars = 0;
for await (const chunk of fs.createReadStream(file, "utf8")) {
  chars += chunk.length;
}
console.log("async iteration:", chars, chars === lines.join("\n").length + 1);

await new Promise<void>((resolve) => {
  const s = createReadStream(path.join(dir, "missing.txt"), "utf8");
  s.on("error", (e: any) => console.log("error event:", e.code, e.syscall, path.basename(e.path)));
  s.on("close", () => {
    console.log("closed after the error");
    resolve();
  });
  s.on("data", () => console.log("no data"));
});

const rl = readline.createInterface({ input: createReadStream(path.join(dir, "nope.txt")) });
rl.on("error", (e: any) => console.log("readline error:", e.message.replace(dir, "<dir>")));
rl.on("line", () => console.log("no line"));
await new Promise((r) => setTimeout(r, 5));
fs.rmSync(dir, { recursive: true });
console.log("removed", fs.existsSync(dir));
