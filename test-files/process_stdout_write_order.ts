// process.stdout.write and console.log share one ordered stream; write
// returns true and its callback runs after the current code, on the
// tick queue.
const ok = process.stdout.write("no newline yet... ");
console.log("then a line", ok);
process.stdout.write("a\n", () => console.log("callback of a"));
process.stdout.write("b\n", "utf8", () => console.log("callback of b"));
console.log("sync after writes");
Promise.resolve().then(() => console.log("promise"));
process.nextTick(() => console.log("tick"));
process.stdout.write(new Uint8Array([0x63, 0x0a]));
console.error("to stderr");
process.stderr.write("stderr write\n");
console.log(["x", "y"].join("-"));
process.stdout.write("");
process.stdout.write(`${1 + 1}\n`);
