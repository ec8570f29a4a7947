// A countdown driven by setInterval that resolves a promise when it reaches zero, then a second one that is aborted.
function countdown(from: number, every: number, onTick: (n: number) => void): { done: Promise<string>; abort: () => void } {
  let n = from;
  let handle: ReturnType<typeof setInterval>;
  let finish: (s: string) => void = () => {};
  const done = new Promise<string>((resolve) => {
    finish = resolve;
  });
  handle = setInterval(() => {
    n--;
    onTick(n);
    if (n === 0) {
      clearInterval(handle);
      finish("liftoff");
    }
  }, every);
  return {
    done,
    abort: () => {
      clearInterval(handle);
      finish(`aborted at ${n}`);
    },
  };
}

async function main(): Promise<void> {
  const first = countdown(5, 2, (n) => console.log(n === 0 ? "zero!" : `T-${n}`));
  console.log("first:", await first.done);

  // Abort the second countdown from its own tick handler when it reaches 7.
  let second: { done: Promise<string>; abort: () => void } | null = null;
  second = countdown(10, 3, (n) => {
    console.log(`second at ${n}`);
    if (n === 7 && second) second.abort();
  });
  console.log("second:", await second.done);
}

main().then(() => console.log("main finished"));
