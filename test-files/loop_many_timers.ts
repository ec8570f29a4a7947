// 4000 concurrent timers with delays 0-10 ms, each holding objects in its closure: all fire, with intact data, FIFO within each delay.
interface Payload {
  id: number;
  delay: number;
  tag: string;
  values: number[];
  nested: { parent: number; label: string };
}

const N = 4000;
let seed = 12345;
function nextRandom(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed;
}

// Timers with delays 0 and 1 share one queue (0 means 1); every other delay has its own.
const firedByQueue = new Map<number, number[]>();
const createdPerDelay: number[] = new Array(11).fill(0);
let fired = 0;
let corrupted = 0;

for (let i = 0; i < N; i++) {
  const delay = nextRandom() % 11;
  createdPerDelay[delay]++;
  const payload: Payload = {
    id: i,
    delay,
    tag: "job-" + i,
    values: [i, i * 2, i * 3, delay],
    nested: { parent: i, label: `n${i % 7}` },
  };
  setTimeout(() => {
    fired++;
    const ok =
      payload.tag === "job-" + payload.id &&
      payload.values[1] === payload.id * 2 &&
      payload.values[2] === payload.id * 3 &&
      payload.values[3] === delay &&
      payload.nested.parent === payload.id &&
      payload.nested.label === `n${payload.id % 7}`;
    if (!ok) corrupted++;
    const queue = Math.max(delay, 1);
    let list = firedByQueue.get(queue);
    if (!list) {
      list = [];
      firedByQueue.set(queue, list);
    }
    list.push(payload.id);
  }, delay);
}

// Created last with the longest delay: runs after all of the above.
setTimeout(() => {
  console.log("fired", fired, "of", N, "- corrupted:", corrupted);
  console.log("created per delay:", createdPerDelay.join(" "));
  const queues = [...firedByQueue.keys()].sort((a, b) => a - b);
  for (const q of queues) {
    const ids = firedByQueue.get(q)!;
    let fifo = true;
    for (let k = 1; k < ids.length; k++) if (ids[k] < ids[k - 1]) fifo = false;
    let sum = 0;
    for (const id of ids) sum += id;
    console.log(`delay ${q === 1 ? "0/1" : q}: ${ids.length} fired, creation order kept: ${fifo}, id sum ${sum}`);
  }
}, 30);
