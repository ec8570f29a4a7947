// Re-entering a running generator (its own next/throw/return from inside) is a TypeError.
let self: Generator<number, void, unknown>;

function attempt(label: string, f: () => unknown): void {
  try {
    f();
    console.log(label, "succeeded?!");
  } catch (e) {
    console.log(label, (e as Error).constructor.name, "-", (e as Error).message);
  }
}

function* reentrant(): Generator<number, void, unknown> {
  yield 1;
  attempt("  inside next():", () => self.next());
  attempt("  inside throw():", () => self.throw(new Error("x")));
  attempt("  inside return():", () => self.return(undefined));
  yield 2;
  console.log("  this time without catching it");
  self.next();
  yield 3;
}

self = reentrant();
console.log(self.next());
console.log(self.next());
try {
  self.next();
} catch (e) {
  console.log("outer caught:", String(e));
}
console.log("generator finished:", self.next());

// re-entry through a callback and through iteration
const holder: { g?: Generator<string> } = {};
function* viaCallback() {
  const results = [1, 2].map(() => {
    try {
      return holder.g!.next().value;
    } catch (e) {
      return (e as Error).message;
    }
  });
  yield results.join(" / ");
  for (const x of holder.g!) yield x;
}
holder.g = viaCallback();
console.log(holder.g.next());
try {
  holder.g.next();
} catch (e) {
  console.log("for...of over itself:", (e as TypeError).name, (e as Error).message);
}
console.log(holder.g.next());

// a different generator of the same function is fine to run from inside
function* recursiveOk(depth: number): Generator<number> {
  if (depth > 0) {
    const child = recursiveOk(depth - 1);
    for (const v of child) yield v + 10;
  }
  yield depth;
}
console.log([...recursiveOk(3)]);

// a generator calling next() on its caller's generator while the caller is suspended is allowed
function* outerGen() { yield "o1"; yield "o2"; yield "o3"; }
const og = outerGen();
function* pullsFromOuter() {
  yield og.next().value;
  yield og.next().value;
}
console.log([...pullsFromOuter()], og.next());

// a running generator asked to return() by a helper it calls: TypeError, then it keeps going
let worker: Generator<string>;
function stopWorker(): string {
  try {
    worker.return("stop");
    return "stopped";
  } catch (e) {
    return `could not stop: ${(e as Error).message}`;
  }
}
function* work() {
  for (let i = 0; i < 3; i++) yield `step ${i}: ${stopWorker()}`;
}
worker = work();
for (const s of worker) console.log(s);
console.log("stop from outside:", worker.return("x"));
