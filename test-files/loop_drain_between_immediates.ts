// After each setImmediate callback, nextTicks and microtasks drain before the next immediate of the same batch.
const steps: string[] = [];

for (const name of ["alpha", "beta", "gamma"]) {
  setImmediate(() => {
    steps.push(name);
    process.nextTick(() => steps.push(`${name}.tick`));
    Promise.resolve().then(() => {
      steps.push(`${name}.then`);
      process.nextTick(() => steps.push(`${name}.then.tick`));
    });
  });
}

// An immediate that queues a long chain of microtasks: they all finish before the next immediate.
setImmediate(() => {
  let p: Promise<number> = Promise.resolve(0);
  for (let i = 0; i < 5; i++) {
    p = p.then((v) => {
      steps.push(`chain ${v}`);
      return v + 1;
    });
  }
});
setImmediate(() => steps.push("after chain"));

setImmediate(() => {
  setImmediate(() => {
    console.log(steps.join("\n"));
  });
});
