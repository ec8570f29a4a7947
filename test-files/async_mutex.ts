// A promise-based mutex serialising critical sections of interleaving async functions (bank balance and transfers).
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  async lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => (release = r));
    const prev = this.tail;
    this.tail = prev.then(() => next);
    await prev;
    return release;
  }
  async with<T>(f: () => Promise<T>): Promise<T> {
    const release = await this.lock();
    try {
      return await f();
    } finally {
      release();
    }
  }
}
const pause = async (n: number) => {
  for (let i = 0; i < n; i++) await null;
};
let balance = 100;
async function unsafeWithdraw(amount: number): Promise<boolean> {
  const current = balance;
  await pause(2);
  if (current < amount) return false;
  balance = current - amount;
  return true;
}
const unsafe = await Promise.all([unsafeWithdraw(70), unsafeWithdraw(70)]);
console.log("without lock:", unsafe, "balance", balance);
balance = 100;
const mutex = new Mutex();
const safe = await Promise.all([70, 70, 20].map((amt) => mutex.with(() => unsafeWithdraw(amt))));
console.log("with lock:", safe, "balance", balance);

await Promise.all(["A", "B", "C"].map((who) => mutex.with(async () => {
  console.log(`  ${who} enters`);
  await pause(3);
  console.log(`  ${who} leaves`);
})));

const release = await mutex.lock();
let acquiredSecond = false;
const second = mutex.lock().then((r) => {
  acquiredSecond = true;
  return r;
});
await pause(5);
console.log("second lock waits while held:", acquiredSecond);
release();
(await second)();
console.log("second lock acquired after release:", acquiredSecond);

const accounts: Record<string, number> = { a: 50, b: 50, c: 50 };
async function transfer(from: string, to: string, amount: number): Promise<string> {
  return mutex.with(async () => {
    const have = accounts[from];
    await pause(1);
    if (have < amount) return `${from}->${to} ${amount}: refused (has ${have})`;
    accounts[from] = have - amount;
    await pause(1);
    accounts[to] += amount;
    return `${from}->${to} ${amount}: done`;
  });
}
const transfers = await Promise.all([
  transfer("a", "b", 30),
  transfer("a", "c", 30),
  transfer("b", "c", 70),
  transfer("c", "a", 10),
  transfer("b", "a", 80),
]);
for (const t of transfers) console.log(t);
console.log("accounts:", accounts, "total", accounts.a + accounts.b + accounts.c);
const failing = await mutex.with(async () => { throw new Error("inside lock"); }).catch((e: Error) => e.message);
console.log("error inside lock:", failing, "- lock still usable:", await mutex.with(async () => "yes"));
