// Microtask ordering puzzles: interleaved then chains, queueMicrotask and async functions, printed step by step.
const out: string[] = [];
const say = (s: string) => out.push(s);
function flush(title: string): void {
  console.log(`${title}:`);
  for (let i = 0; i < out.length; i += 4) console.log("  " + out.slice(i, i + 4).join(" "));
  out.length = 0;
}

say("start");
queueMicrotask(() => say("qm1"));
Promise.resolve().then(() => say("A1")).then(() => say("A2")).then(() => say("A3"));
Promise.resolve().then(() => say("B1")).then(() => say("B2"));
queueMicrotask(() => {
  say("qm2");
  queueMicrotask(() => say("qm2-nested"));
});
say("end");
await Promise.resolve();
await null;
await null;
await null;
flush("puzzle 1");

Promise.resolve()
  .then(() => {
    say("0");
    return Promise.resolve(4);
  })
  .then((x) => say(String(x)));
Promise.resolve()
  .then(() => say("1"))
  .then(() => say("2"))
  .then(() => say("3"))
  .then(() => say("5"))
  .then(() => say("6"));
for (let i = 0; i < 8; i++) await null;
flush("puzzle 2 (return of a promise costs two ticks)");

async function one(): Promise<void> {
  say("one:start");
  await two();
  say("one:end");
}
async function two(): Promise<void> {
  say("two");
}
say("script start");
one();
new Promise<void>((resolve) => {
  say("executor");
  resolve();
})
  .then(() => say("then1"))
  .then(() => say("then2"));
say("script end");
for (let i = 0; i < 5; i++) await null;
flush("puzzle 3");

const p = Promise.resolve();
p.then(() => say("p.a")).then(() => say("p.a2"));
p.then(() => say("p.b"));
p.then(() => {
  say("p.c");
  p.then(() => say("p.c-late"));
});
for (let i = 0; i < 5; i++) await null;
flush("puzzle 4 (same promise, several thens)");

const rejected = Promise.reject("x");
rejected.catch(() => say("catch1")).then(() => say("after-catch1"));
rejected.then(() => say("never")).catch(() => say("catch-after-then"));
Promise.resolve().then(() => say("r1")).then(() => say("r2")).then(() => say("r3"));
for (let i = 0; i < 5; i++) await null;
flush("puzzle 5 (rejections flowing past then and catch)");
