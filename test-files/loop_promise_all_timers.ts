// Promise.all / allSettled / any over timers with different delays: completion order follows the delays, results keep input order.
const finished: string[] = [];

function task<T>(name: string, ms: number, value: T, fail = false): Promise<T> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      finished.push(name);
      if (fail) reject(new Error(`${name} failed`));
      else resolve(value);
    }, ms);
  });
}

async function main(): Promise<void> {
  const values = await Promise.all([
    task("slow", 30, 1),
    task("quick", 1, 2),
    task("medium", 15, 3),
    task("instant", 0, 4),
  ]);
  console.log("values in input order:", values.join(","));
  console.log("completion order:", finished.join(" "));

  finished.length = 0;
  const settled = await Promise.allSettled([
    task("ok-late", 25, "fine"),
    task("bad-early", 1, "unused", true),
    task("ok-early", 12, "also fine"),
  ]);
  for (const s of settled) {
    console.log(s.status, s.status === "fulfilled" ? s.value : (s.reason as Error).message);
  }
  console.log("completion order:", finished.join(" "));

  finished.length = 0;
  try {
    await Promise.all([task("a", 15, 0), task("b", 1, 0, true), task("c", 30, 0)]);
  } catch (e) {
    console.log("Promise.all rejected early:", (e as Error).message, "after", finished.join(" "));
  }

  const first = await Promise.any([task("x", 20, "x"), task("y", 1, "y", true), task("z", 8, "z")]);
  console.log("Promise.any picked", first);
}

main();
