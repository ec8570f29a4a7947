// node's `events` module as programs use it: an emitter subclass with
// listeners added, removed, prepended and run once, the 'error' event's
// rules, `newListener`/`removeListener`, old-style inheritance through
// `EventEmitter.call(this)`, the static helpers and `events.once`'s
// promise, and what `console.log` prints of an emitter.

import EventEmitter, { once, errorMonitor, getEventListeners, listenerCount, defaultMaxListeners } from "events";
import * as events from "events";

console.log(EventEmitter === events.EventEmitter, events.default === EventEmitter, typeof once);
console.log(EventEmitter.defaultMaxListeners, String(errorMonitor), EventEmitter.errorMonitor === errorMonitor);

class Job extends EventEmitter {
  name: string;
  done = 0;
  constructor(name: string) {
    super();
    this.name = name;
  }
  run(steps: number) {
    this.emit("start", this.name);
    for (let i = 1; i <= steps; i++) this.emit("progress", i, steps);
    this.done++;
    this.emit("end");
  }
}

const job = new Job("build");
console.log(job);
const seen: string[] = [];
job.on("start", (n) => seen.push("start " + n));
job.on("progress", function (this: Job, i: number, n: number) {
  seen.push(`${this.name} ${i}/${n}`);
});
job.once("end", () => seen.push("end (once)"));
job.prependListener("start", () => seen.push("prepended"));
job.prependOnceListener("start", () => seen.push("prepended once"));
console.log(job.eventNames(), job.listenerCount("start"), job.listenerCount("end"));
console.log(job);
job.run(2);
job.run(1);
console.log(seen.join(" | "));
console.log(job.eventNames(), job.listenerCount("start"), job.listenerCount("end"), job.done);

// Removal: the most recently added copy of a listener goes first.
const e = new EventEmitter();
const log: string[] = [];
const a = () => log.push("a");
const b = () => log.push("b");
e.on("newListener", (ev, fn) => log.push("new " + String(ev) + " " + (fn === a ? "a" : fn === b ? "b" : "?")));
e.on("removeListener", (ev) => log.push("removed " + String(ev)));
e.on("x", a);
e.on("x", b);
e.on("x", a);
e.emit("x");
e.off("x", a);
e.emit("x");
console.log(e.listeners("x").map((f) => (f === a ? "a" : "b")).join(""), e.rawListeners("x").length);
e.removeAllListeners("x");
console.log(e.emit("x"), e.listenerCount("x"), log.join(", "));
const onceFn = () => log.push("once");
e.once("y", onceFn);
console.log(e.listeners("y")[0] === onceFn, e.rawListeners("y")[0] === onceFn, listenerCount(e, "y"));
e.removeListener("y", onceFn);
console.log(e.listenerCount("y"), getEventListeners(e, "y").length);

// Listeners added or removed while emitting do not change that emission.
const live = new EventEmitter();
const order: number[] = [];
live.on("go", () => {
  order.push(1);
  live.on("go", () => order.push(3));
});
live.on("go", function second() {
  order.push(2);
  live.removeListener("go", second);
});
live.emit("go");
live.emit("go");
console.log(order.join(""));

// 'error': a listener takes it; without one it is thrown.
const err = new EventEmitter();
try {
  err.emit("error", new TypeError("broken pipe"));
} catch (x) {
  console.log("thrown:", (x as Error).name, (x as Error).message);
}
try {
  err.emit("error", { code: 42 });
} catch (x: any) {
  console.log("thrown:", x.name, x.code, x.message, x.context);
}
try {
  err.emit("error");
} catch (x: any) {
  console.log("thrown:", x.code, x.message);
}
err.on(errorMonitor, (x) => console.log("monitor saw", x.message));
err.on("error", (x) => console.log("handled", x.message));
console.log(err.emit("error", new Error("disk full")));

// Bad arguments: node's coded errors.
for (const bad of [undefined, 5, "f"]) {
  try {
    e.on("z", bad as any);
  } catch (x: any) {
    console.log(x.name, x.code, x.message);
  }
}
try {
  e.setMaxListeners(-1);
} catch (x: any) {
  console.log(x.name, x.code, x.message);
}
console.log(e.getMaxListeners(), e.setMaxListeners(3) === e, e.getMaxListeners());

// Old-style inheritance.
function Legacy(this: any, id: number) {
  EventEmitter.call(this);
  this.id = id;
}
Object.setPrototypeOf(Legacy.prototype, EventEmitter.prototype);
const legacy = new (Legacy as any)(7);
legacy.on("ping", function (this: any, v: number) {
  console.log("legacy ping", this.id, v);
});
legacy.emit("ping", 1);
console.log(legacy, legacy instanceof EventEmitter);

// events.once: a promise of the next event's arguments.
const src = new EventEmitter();
once(src, "ready").then((args) => console.log("ready with", args));
once(src, "never").catch((x) => console.log("rejected:", x.message));
src.emit("ready", 1, "two");
src.emit("error", new Error("gave up"));
console.log("listeners left:", src.eventNames());

// events.once is an async function: its promise settles two microtask
// turns after the event, as node's does.
const tick = new EventEmitter();
once(tick, "go").then(() => console.log("once settled"));
tick.emit("go");
Promise.resolve()
  .then(() => console.log("turn 1"))
  .then(() => console.log("turn 2"))
  .then(() => console.log("turn 3"));

// A named import is the value the module started with; the accessor on
// EventEmitter is the live one.
EventEmitter.defaultMaxListeners = 4;
console.log(defaultMaxListeners, EventEmitter.defaultMaxListeners, new EventEmitter().getMaxListeners());
EventEmitter.defaultMaxListeners = 10;
