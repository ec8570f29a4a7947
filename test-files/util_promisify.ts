// util.promisify over callback APIs as programs write them.
import { promisify } from "node:util";
import util from "node:util";

function delayedSum(a: number, b: number, cb: (err: Error | null, sum?: number) => void) {
  setTimeout(() => cb(null, a + b), 1);
}
function failing(what: string, cb: (err: Error | null) => void) {
  setImmediate(() => cb(new Error(`cannot ${what}`)));
}
const sumAsync = promisify(delayedSum);
console.log(sumAsync.name, sumAsync.length, typeof sumAsync);
console.log(await sumAsync(2, 3));
try {
  await promisify(failing)("fly");
} catch (e) {
  console.log("rejected:", (e as Error).message);
}

class Counter {
  n = 10;
  add(k: number, cb: (err: null, v: number) => void) {
    cb(null, (this.n += k));
  }
}
const c = new Counter();
const addAsync = util.promisify(c.add).bind(c);
console.log(await addAsync(5), c.n);

function withCustom(cb: (e: null, v: string) => void) {
  cb(null, "plain");
}
(withCustom as any)[util.promisify.custom] = () => Promise.resolve("custom");
console.log(await util.promisify(withCustom)(), util.promisify.custom === Symbol.for("nodejs.util.promisify.custom"));
const p = promisify(delayedSum);
console.log((p as any)[promisify.custom] === p, promisify(p) === p);
try {
  promisify(42 as any);
} catch (e) {
  console.log((e as any).code, (e as Error).message);
}
