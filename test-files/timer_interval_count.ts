// setInterval runs repeatedly until clearInterval; counts are printed, never times.
function every(ms: number, times: number, label: string, done: () => void): void {
  let count = 0;
  const handle = setInterval(() => {
    count++;
    console.log(`${label}: run ${count} of ${times}`);
    if (count === times) {
      clearInterval(handle);
      console.log(`${label}: stopped`);
      done();
    }
  }, ms);
}

const summary: string[] = [];
every(2, 4, "fast", () => {
  summary.push("fast");
  every(3, 3, "then-slower", () => {
    summary.push("then-slower");
    every(0, 5, "zero-interval", () => {
      summary.push("zero-interval");
      console.log("finished:", summary.join(" -> "));
      lockstep();
    });
  });
});

// Two intervals with the same period stay in lockstep: a always before b in each round.
function lockstep(): void {
  let rounds = 0;
  const pair: string[] = [];
  const a = setInterval(() => {
    pair.push("a");
  }, 4);
  const b = setInterval(() => {
    pair.push("b");
    rounds++;
    if (rounds === 3) {
      clearInterval(a);
      clearInterval(b);
      console.log("lockstep:", pair.join(""));
    }
  }, 4);
}
