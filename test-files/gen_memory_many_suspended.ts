// Thousands of suspended generators kept alive in an array while allocating, then resumed and summed.
function* worker(id: number): Generator<number, number, number> {
  const history: number[] = [id];
  let acc = id;
  const label = `w${id}`;
  for (let step = 1; step <= 4; step++) {
    const input = yield acc;
    acc = (acc * 31 + input + step) % 100003;
    history.push(acc);
  }
  return history.reduce((s, x) => s + x, 0) + label.length;
}

const N = 3000;
const workers: Generator<number, number, number>[] = [];
let firstSum = 0;
for (let i = 0; i < N; i++) {
  const w = worker(i);
  firstSum += w.next().value;
  workers.push(w);
  // allocate unrelated garbage between creations
  if (i % 100 === 0) {
    const junk = Array.from({ length: 50 }, (_, j) => ({ j, s: "x" + j }));
    if (junk.length !== 50) console.log("impossible");
  }
}
console.log("created", workers.length, "first yields sum", firstSum);

for (let round = 1; round <= 3; round++) {
  let sum = 0;
  const scratch: string[] = [];
  for (let i = 0; i < workers.length; i++) {
    const v = workers[i].next(round * 7 + (i % 13)).value;
    sum += v;
    if (i % 1000 === 999) scratch.push(`w${i}=${v}`);
  }
  console.log("round", round, "sum", sum);
  console.log("  samples", scratch.join(" "));
}

let finalSum = 0;
let doneCount = 0;
for (let i = workers.length - 1; i >= 0; i--) {
  const r = workers[i].next(1);
  if (r.done) {
    doneCount++;
    finalSum += r.value;
    if (i % 750 === 0) console.log("  worker", i, "returned", r.value);
  }
}
console.log("finished", doneCount, "final sum", finalSum);
console.log("after completion", workers[0].next(5), workers[N - 1].next(5));

// generators abandoned halfway are collectable; the survivors keep working
const survivors: Generator<number, number, number>[] = [];
for (let i = 0; i < 2000; i++) {
  const w = worker(i * 2);
  w.next();
  w.next(i);
  if (i % 10 === 0) survivors.push(w);
}
let check = 0;
for (const s of survivors) {
  s.next(3);
  s.next(4);
  const r = s.next(5);
  check = (check + (r.done ? r.value : -1)) % 1000000007;
}
console.log("survivors", survivors.length, "checksum", check);
console.log("sample ids still reachable:", survivors.slice(0, 3).map((s) => typeof s.next), survivors.length === 200);
for (let i = 0; i < 5; i++) console.log("survivor", i, survivors[i].next(0));
