// An entry with top-level await over async functions, promises and timers
// from other modules; the modules' bodies run before the entry's first
// await.
import { delay, fetchAll } from "./async_util.js";
import { results } from "./state.js";
import { countdown } from "./gen.js";
console.log("entry starts");
await delay(5);
const all = await fetchAll(["a", "b", "c"]);
console.log(all, results);
for await (const x of countdown(2)) {
  console.log("tick", x);
}
