// Async functions, generators and async generators across modules, and a
// promise a module starts before the entry runs.
import { fetchValue, range, ticker, started, Queue } from "./lib.js";
console.log("entry body");
const v = await fetchValue(4);
const r = [...range(3)];
const t: number[] = [];
for await (const n of ticker(3)) t.push(n);
console.log(v, r, t, await started);
const q = new Queue<string>();
q.push("a");
q.push("b");
console.log(await Queue.drain(q));
