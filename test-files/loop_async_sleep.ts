// A sleep(ms) helper built on setTimeout: sequential sleeps, sleeps in loops, and awaiting inside class methods.
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function sleepValue<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(resolve, ms, value));
}

class Robot {
  private steps: string[] = [];
  constructor(private readonly name: string) {}

  async walk(path: string[]): Promise<number> {
    for (const place of path) {
      await sleep(2);
      this.steps.push(place);
      console.log(`${this.name} reached ${place}`);
    }
    return this.steps.length;
  }
}

async function main(): Promise<void> {
  console.log("start");
  await sleep(1);
  console.log("after sleep(1)");
  await sleep(0);
  console.log("after sleep(0)");

  const r = new Robot("R2");
  const n = await r.walk(["door", "hall", "stairs"]);
  console.log("walked", n, "places");

  const v = await sleepValue(3, { answer: 42 });
  console.log("sleepValue gave", v.answer);

  let total = 0;
  for (let i = 1; i <= 4; i++) {
    total += await sleepValue(1, i * 10);
  }
  console.log("summed after sleeps:", total);
}

main().then(() => console.log("main resolved"));
console.log("main() returned a pending promise");
