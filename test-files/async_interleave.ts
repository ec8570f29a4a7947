// Several async functions interleaving at each await: the printed sequence shows the scheduling.
const line: string[] = [];
function emit(s: string): void {
  line.push(s);
  if (line.length === 6) {
    console.log(line.join(" "));
    line.length = 0;
  }
}
async function worker(name: string, steps: number): Promise<string> {
  for (let i = 1; i <= steps; i++) {
    emit(`${name}${i}`);
    await null;
  }
  emit(`${name}!`);
  return name;
}
console.log("round 1: three workers, plain awaits");
const done = await Promise.all([worker("A", 3), worker("B", 2), worker("C", 4)]);
if (line.length) console.log(line.splice(0).join(" "));
console.log("finished:", done.join(","));

async function slowWorker(name: string, steps: number): Promise<void> {
  for (let i = 1; i <= steps; i++) {
    emit(`${name}${i}`);
    await { then: (ok: () => void) => ok() };
  }
}
console.log("round 2: A awaits values, S awaits thenables (one extra tick each)");
await Promise.all([worker("A", 6), slowWorker("S", 3)]);
if (line.length) console.log(line.splice(0).join(" "));

async function chained(name: string): Promise<void> {
  emit(`${name}:start`);
  await inner(name);
  emit(`${name}:end`);
}
async function inner(name: string): Promise<void> {
  emit(`${name}:inner`);
  await null;
  emit(`${name}:inner-resumed`);
}
console.log("round 3: nested async calls");
const p1 = chained("X");
const p2 = chained("Y");
emit("sync-after-calls");
await Promise.all([p1, p2]);
if (line.length) console.log(line.splice(0).join(" "));

console.log("round 4: then chains against awaits");
const t = Promise.resolve()
  .then(() => emit("t1"))
  .then(() => emit("t2"))
  .then(() => emit("t3"))
  .then(() => emit("t4"));
const w = worker("W", 3);
queueMicrotask(() => emit("qm"));
await Promise.all([t, w]);
if (line.length) console.log(line.splice(0).join(" "));

console.log("round 5: ten workers, one step each");
const many: Promise<string>[] = [];
for (let i = 0; i < 10; i++) many.push(worker(String.fromCharCode(97 + i), 1));
console.log("results:", (await Promise.all(many)).join(""));
if (line.length) console.log(line.splice(0).join(" "));
