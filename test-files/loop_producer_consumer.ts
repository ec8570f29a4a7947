// Producer/consumer over an async queue: the producer sleeps between items, the consumer awaits each one; order is fixed by the queue.
class AsyncQueue<T> {
  private items: T[] = [];
  private takers: Array<(v: T) => void> = [];

  put(item: T): void {
    const taker = this.takers.shift();
    if (taker) taker(item);
    else this.items.push(item);
  }

  take(): Promise<T> {
    if (this.items.length > 0) return Promise.resolve(this.items.shift()!);
    return new Promise((resolve) => this.takers.push(resolve));
  }

  get size(): number {
    return this.items.length;
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function producer(q: AsyncQueue<number | null>, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) {
    await sleep(1);
    q.put(i * i);
    console.log(`produced ${i * i} (queued ${q.size})`);
  }
  q.put(null); // end marker
}

async function consumer(q: AsyncQueue<number | null>): Promise<number> {
  let sum = 0;
  for (;;) {
    const item = await q.take();
    if (item === null) break;
    sum += item;
    console.log(`consumed ${item}, sum ${sum}`);
  }
  return sum;
}

async function main(): Promise<void> {
  const q = new AsyncQueue<number | null>();
  const consumed = consumer(q);
  await producer(q, 5);
  console.log("producer finished");
  console.log("consumer total", await consumed);

  // Items put synchronously before anyone takes are buffered, then drained in order.
  const burst = new AsyncQueue<string>();
  for (const w of ["x", "y", "z"]) burst.put(w);
  console.log("buffered", burst.size);
  const got = [await burst.take(), await burst.take(), await burst.take()];
  console.log("drained", got.join(""), "left", burst.size);
}

main();
