// Async pipeline stages built from async generators: source, map, filter, batch, take, and a reducing sink.
type Event = { user: string; kind: "click" | "view" | "buy"; amount: number };
const rawText = "ana view 0;bo click 0;ana buy 30;cy buy 12;bo view 0;ana buy 8;dee buy 50;cy click 0;bo buy 5";
const raw: Event[] = rawText.split(";").map((s) => {
  const [user, kind, amount] = s.split(" ");
  return { user, kind: kind as Event["kind"], amount: Number(amount) };
});
async function* source<T>(items: T[]): AsyncGenerator<T> {
  for (const it of items) {
    await null;
    yield it;
  }
}
async function* map<T, U>(src: AsyncIterable<T>, f: (t: T) => Promise<U> | U): AsyncGenerator<U> {
  for await (const x of src) yield await f(x);
}
async function* filter<T>(src: AsyncIterable<T>, pred: (t: T) => boolean): AsyncGenerator<T> {
  for await (const x of src) if (pred(x)) yield x;
}
async function* batch<T>(src: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let buf: T[] = [];
  for await (const x of src) {
    buf.push(x);
    if (buf.length === size) {
      yield buf;
      buf = [];
    }
  }
  if (buf.length) yield buf;
}
async function* take<T>(src: AsyncIterable<T>, n: number): AsyncGenerator<T> {
  if (n <= 0) return;
  for await (const x of src) {
    yield x;
    if (--n === 0) return;
  }
}
async function reduce<T, A>(src: AsyncIterable<T>, f: (a: A, t: T) => A, init: A): Promise<A> {
  let acc = init;
  for await (const x of src) acc = f(acc, x);
  return acc;
}
const purchases = filter(source(raw), (e) => e.kind === "buy");
const withTax = map(purchases, async (e) => ({ ...e, amount: Math.round(e.amount * 1.2 * 100) / 100 }));
for await (const group of batch(withTax, 2)) {
  console.log("batch:", group.map((e) => `${e.user}=${e.amount}`).join(", "));
}
const totals = await reduce(
  filter(source(raw), (e) => e.amount > 0),
  (acc, e) => {
    acc[e.user] = (acc[e.user] ?? 0) + e.amount;
    return acc;
  },
  {} as Record<string, number>,
);
console.log("totals:", totals);
for (const [user, total] of Object.entries(totals).sort((a, b) => b[1] - a[1])) {
  console.log(`  ${user.padEnd(4)} ${String(total).padStart(3)}`);
}
const firstThreeUsers = take(map(source(raw), (e) => e.user), 3);
const seen: string[] = [];
for await (const u of firstThreeUsers) seen.push(u);
console.log("first three users:", seen);
let pulled = 0;
async function* counted<T>(src: AsyncIterable<T>): AsyncGenerator<T> {
  for await (const x of src) {
    pulled++;
    yield x;
  }
}
const lazy = take(counted(source(raw)), 2);
for await (const e of lazy) console.log("lazy:", e.user, e.kind);
console.log("items pulled from source:", pulled);
const kinds = await reduce(source(raw), (acc: Map<string, number>, e) => acc.set(e.kind, (acc.get(e.kind) ?? 0) + 1), new Map());
console.log("kinds:", kinds);
for await (const line of map(batch(source([1, 2, 3, 4, 5, 6, 7]), 3), (b) => b.join("+") + "=" + b.reduce((a, c) => a + c, 0))) {
  console.log("sums:", line);
}
console.log("empty take:", await reduce(take(source(raw), 0), (a) => a + 1, 0));
