// A counting semaphore built from promises limiting concurrent "downloads"; waiters are served first-in first-out.
class Semaphore {
  private queue: Array<() => void> = [];
  constructor(private permits: number) {}
  async acquire(): Promise<void> {
    if (this.permits > 0) {
      this.permits--;
      return;
    }
    await new Promise<void>((r) => this.queue.push(r));
  }
  tryAcquire(): boolean {
    if (this.permits === 0) return false;
    this.permits--;
    return true;
  }
  release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.permits++;
  }
  get available(): number {
    return this.permits;
  }
  get waiting(): number {
    return this.queue.length;
  }
}
const pause = async (n: number) => {
  for (let i = 0; i < n; i++) await null;
};
const sem = new Semaphore(2);
let inside = 0;
let maxInside = 0;
const files = [
  { name: "a.zip", size: 4 },
  { name: "b.iso", size: 1 },
  { name: "c.tar", size: 3 },
  { name: "d.img", size: 2 },
  { name: "e.txt", size: 1 },
];
async function download(f: { name: string; size: number }): Promise<string> {
  await sem.acquire();
  inside++;
  maxInside = Math.max(maxInside, inside);
  console.log(`start ${f.name} (active ${inside}, queued ${sem.waiting})`);
  try {
    await pause(f.size * 2);
    return `${f.name}:${f.size}MB`;
  } finally {
    inside--;
    console.log(`done  ${f.name}`);
    sem.release();
  }
}
const got = await Promise.all(files.map(download));
console.log("downloaded:", got.join(" "));
console.log("max concurrent:", maxInside, "permits after:", sem.available);

const one = new Semaphore(1);
console.log("tryAcquire on free:", one.tryAcquire(), "again:", one.tryAcquire());
const waiter = one.acquire().then(() => "waiter got the permit");
console.log("waiting count:", one.waiting);
one.release();
console.log(await waiter, "- available:", one.available);
one.release();
console.log("after final release:", one.available);
