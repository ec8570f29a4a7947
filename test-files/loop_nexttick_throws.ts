// An error thrown in a process.nextTick callback ends the program at once: later ticks, microtasks and timers do not run.
type Listener = (event: string) => void;

class Emitter {
  private listeners: Listener[] = [];
  on(l: Listener): void {
    this.listeners.push(l);
  }
  emitLater(event: string): void {
    process.nextTick(() => {
      for (const l of this.listeners) l(event);
    });
  }
}

const bus = new Emitter();
bus.on((e) => console.log("listener 1 got", e));
bus.on((e) => {
  if (e === "bad") throw new TypeError(`cannot handle event "${e}"`);
  console.log("listener 2 got", e);
});

bus.emitLater("hello");
setTimeout(() => {
  bus.emitLater("bad");
  process.nextTick(() => console.log("tick after the bad one: never"));
  Promise.resolve().then(() => console.log("microtask after the bad one: never"));
  console.log("timer queued the bad event");
}, 1);
setTimeout(() => console.log("later timer: never"), 10);
console.log("main done");
