import { log } from "./log.js";
let n = 0;
function tick(): void {
  log(`ticker: ${++n}`);
  if (n < 6) Promise.resolve().then(tick);
}
Promise.resolve().then(tick);
setTimeout(() => log("ticker: timeout 0"), 0);
log("ticker: sync");
