// An async function awaiting a million resolved promises in a loop (a
// cache hit, a value already there), plus awaits of plain values, the way
// async code that rarely waits for real runs.
const cache = new Map<number, Promise<number>>();
function lookup(key: number): Promise<number> {
  let p = cache.get(key);
  if (p === undefined) {
    p = Promise.resolve(key * 3);
    cache.set(key, p);
  }
  return p;
}

async function main(): Promise<void> {
  let sum = 0;
  for (let i = 0; i < 1_000_000; i++) {
    sum += await lookup(i % 1000);
  }
  console.log("awaited promises:", sum);
  let plain = 0;
  for (let i = 0; i < 200_000; i++) {
    plain += await i;
  }
  console.log("awaited values:", plain);
}

main();
