// Interleaving puzzle of async functions: how many microtask turns await, return and thenables take, with nextTicks in between.
const trace: string[] = [];

async function returnsValue(): Promise<number> {
  return 1;
}
async function returnsPromise(): Promise<number> {
  return Promise.resolve(2); // adopting a promise costs extra turns
}
async function awaitsTwice(): Promise<number> {
  await null;
  await null;
  return 3;
}
const thenable = {
  then(resolve: (v: number) => void): void {
    trace.push("thenable.then called");
    resolve(4);
  },
};

function run(): void {
  returnsValue().then((v) => trace.push(`value ${v}`));
  returnsPromise().then((v) => trace.push(`promise ${v}`));
  awaitsTwice().then((v) => trace.push(`twice ${v}`));
  (async () => {
    const v = await thenable;
    trace.push(`thenable ${v}`);
  })();
  Promise.resolve()
    .then(() => trace.push("tick 1"))
    .then(() => trace.push("tick 2"))
    .then(() => trace.push("tick 3"))
    .then(() => trace.push("tick 4"))
    .then(() => trace.push("tick 5"));
  process.nextTick(() => trace.push("nextTick"));
}

// Run the puzzle from a timer, where nextTicks drain before the microtasks.
setTimeout(run, 0);
setTimeout(() => console.log(trace.join("\n")), 10);
