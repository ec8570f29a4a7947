// node:readline's question: each answer is the next line of stdin; the
// prompt goes to the output stream; close ends the interface.
import readline from "node:readline";

const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
rl.question("Name? ", (name) => {
  rl.question("Age? ", (age) => {
    console.log(`\nHello ${name}, next year you will be ${Number(age) + 1}.`);
    rl.on("line", (rest) => console.log(`extra line: ${rest}`));
    rl.on("close", () => console.log("bye"));
  });
});
