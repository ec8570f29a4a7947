// Extra arguments given to setTimeout, setInterval, setImmediate and process.nextTick are passed to the callback.
function greet(greeting: string, name: string, punctuation?: string): void {
  console.log(`${greeting}, ${name}${punctuation ?? "."}`);
}

function describe(...args: unknown[]): void {
  console.log("got", args.length, "args:", JSON.stringify(args));
}

setTimeout(greet, 0, "Hello", "world", "!");
setTimeout(greet, 0, "Hi", "there");
setTimeout(describe, 0);
setTimeout(describe, 0, 1, "two", [3], { four: 4 }, null, undefined);

const point = { x: 3, y: 4 };
setTimeout((p: { x: number; y: number }, scale: number) => {
  point.x = 100; // the argument is the same object, not a copy
  console.log("point arg", p.x * scale, p.y * scale, p === point);
}, 2, point, 10);

class Counter {
  count = 0;
  bump(by: number): void {
    this.count += by;
    console.log("counter now", this.count);
  }
}

let runs = 0;
const iv = setInterval((label: string, step: number) => {
  runs += step;
  console.log(`${label} run, total ${runs}`);
  if (runs >= 6) {
    clearInterval(iv);
    const c = new Counter();
    setTimeout((counter: Counter, by: number) => counter.bump(by), 0, c, 5);
    setImmediate((a: string, b: number) => console.log("immediate args", a, b), "imm", 42);
  }
}, 5, "interval", 2);

process.nextTick((a: number, b: number) => console.log("nextTick sum", a + b), 20, 22);
console.log("main done");
