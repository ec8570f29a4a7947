// Loops with await inside: for, while, do-while, for...of, for...in, labeled continue, and await in loop conditions.
const queue = [3, 1, 4, 1, 5, 9, 2, 6];
async function fetchItem(i: number): Promise<number | undefined> {
  await null;
  return queue[i];
}

let sum = 0;
for (let i = 0; i < queue.length; i++) sum += (await fetchItem(i))!;
console.log("for loop sum:", sum);

let idx = 0;
let item: number | undefined;
const collected: number[] = [];
while ((item = await fetchItem(idx++)) !== undefined) {
  if (item === 1) continue;
  collected.push(item);
}
console.log("while with await in condition:", collected);

let n = 0;
do {
  n += await Promise.resolve(7);
} while (n < 30);
console.log("do-while:", n);

const words = ["alpha", "beta", "gamma"];
for (const w of words) {
  const upper = await Promise.resolve(w.toUpperCase());
  console.log("for-of:", upper, upper.length);
}

const settings: Record<string, number> = { width: 80, height: 24, depth: 3 };
for (const key in settings) {
  settings[key] = await Promise.resolve(settings[key] * 2);
}
console.log("for-in doubled:", settings);

const grid: number[][] = [];
outer: for (let r = 0; r < 4; r++) {
  const row: number[] = [];
  for (let c = 0; c < 4; c++) {
    const v = await Promise.resolve(r * c);
    if (v > 4) continue outer;
    row.push(v);
  }
  grid.push(row);
}
console.log("labeled continue keeps rows:", grid);

const promises = [Promise.resolve("p1"), Promise.resolve("p2"), "plain"];
for await (const v of promises) console.log("for await over array:", v);

const results: string[] = [];
for (const [i, w] of words.entries()) {
  if (i === 2) break;
  results.push(`${i}:${await Promise.resolve(w)}`);
}
console.log("entries with break:", results.join(" "));

const funcs: (() => number)[] = [];
for (let i = 0; i < 3; i++) {
  await null;
  funcs.push(() => i * 10);
}
console.log("per-iteration bindings survive awaits:", funcs.map((f) => f()));
let attempts = 0;
while (true) {
  attempts++;
  if ((await Promise.resolve(attempts)) >= 5) break;
}
console.log("while(true) with break after", attempts, "attempts");
const stock = new Map<string, number>([["apples", 3], ["pears", 0], ["plums", 7]]);
for (const [fruit, count] of stock) {
  const restocked = count === 0 ? await Promise.resolve(10) : count;
  console.log(`for-of over Map: ${fruit} -> ${restocked}`);
}
