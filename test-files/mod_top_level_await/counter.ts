import { log } from "./log.js";
log("counter: no waiting");
export class Counter {
  total = 0;
  add(n: number): void {
    this.total += n;
  }
}
Promise.resolve().then(() => log("counter: tick 1")).then(() => log("counter: tick 2"));
process.nextTick(() => log("counter: nextTick"));
