// A running-total accumulator and an averaging coroutine driven by next(v).
function* runningTotal(start = 0): Generator<number, number, number | undefined> {
  let total = start;
  for (;;) {
    const amount = yield total;
    if (amount === undefined) return total;
    total += amount;
  }
}

const acc = runningTotal();
acc.next();
for (const amount of [5, 10, -3, 2.5, 100]) {
  console.log(`add ${amount} ->`, acc.next(amount).value);
}
console.log("finish:", acc.next());
console.log("after:", acc.next(1));

const acc2 = runningTotal(1000);
console.log(acc2.next().value, acc2.next(1).value, acc2.next(-1001).value);

interface Stats { count: number; mean: number; min: number; max: number }
function* averager(): Generator<Stats | null, Stats | null, number> {
  let count = 0;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  let stats: Stats | null = null;
  for (;;) {
    const x = yield stats;
    if (Number.isNaN(x)) break;
    count++;
    sum += x;
    min = Math.min(min, x);
    max = Math.max(max, x);
    stats = { count, mean: sum / count, min, max };
  }
  return stats;
}

const av = averager();
console.log(av.next(99));
for (const x of [4, 8, 15, 16, 23, 42]) console.log(av.next(x).value);
console.log(av.next(NaN));

// a string builder coroutine
function* builder(sep: string): Generator<string, string, string | null> {
  const parts: string[] = [];
  let piece = yield "";
  while (piece !== null) {
    parts.push(piece);
    piece = yield parts.join(sep);
  }
  return `[${parts.join(sep)}]`;
}
const b = builder(", ");
b.next();
for (const w of ["red", "green", "blue"]) console.log(b.next(w).value);
console.log(b.next(null));

// many accumulators side by side keep independent state
const accs = [0, 100, 200].map((s) => {
  const g = runningTotal(s);
  g.next();
  return g;
});
for (let round = 1; round <= 3; round++) {
  console.log("round", round, accs.map((g, i) => g.next(round * (i + 1)).value));
}
console.log(accs.map((g) => g.next().value));
