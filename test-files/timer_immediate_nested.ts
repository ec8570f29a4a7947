// Immediates queued by an immediate run in the next loop turn: a whole generation runs before the next one starts.
let generation = 0;
const log: string[] = [];

function spawn(gen: number, id: string): void {
  setImmediate(() => {
    log.push(`${gen}:${id}`);
    if (gen < 3) {
      spawn(gen + 1, id + "a");
      spawn(gen + 1, id + "b");
    }
  });
}

spawn(0, "x");
spawn(0, "y");

// A recursive immediate chain counts loop turns without starving anything.
let turns = 0;
function turn(): void {
  turns++;
  if (turns < 50) setImmediate(turn);
  else console.log("turn chain reached", turns);
}
setImmediate(turn);

// Print after the trees: spawn another watcher that re-queues itself until the log is full.
function watch(): void {
  if (log.length < 30) {
    generation++;
    setImmediate(watch);
    return;
  }
  console.log("tree order:");
  let line = "";
  for (const entry of log) {
    line += entry + " ";
  }
  console.log(line.trim());
  console.log("watcher waited", generation, "turns");
}
setImmediate(watch);
