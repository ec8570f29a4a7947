// A chain of 200 setTimeout(0) calls, each scheduling the next, counted; then chains of immediates and of timer-resolved promises.
let count = 0;
const milestones: number[] = [];

function step(remaining: number): void {
  count++;
  if (count % 50 === 0) milestones.push(count);
  if (remaining > 1) {
    setTimeout(step, 0, remaining - 1);
  } else {
    console.log("chain done after", count, "steps; milestones", milestones.join(","));
    setImmediate(immStep);
  }
}

// A chain of immediates, started when the timer chain ends.
let immCount = 0;
function immStep(): void {
  immCount++;
  if (immCount < 200) setImmediate(immStep);
  else {
    console.log("immediate chain done after", immCount, "steps");
    delayChain(20).then((depth) => console.log("promise/timer chain depth", depth));
  }
}

// A chain built from promises resolved by timers.
function delayChain(n: number): Promise<number> {
  return n === 0
    ? Promise.resolve(0)
    : new Promise<number>((resolve) => setTimeout(() => resolve(n), 0)).then((v) =>
        delayChain(v - 1).then((rest) => rest + 1),
      );
}

setTimeout(step, 0, 200);
console.log("chain started");
