// The return value of a generator: visible via next(), invisible to for...of, spread and Array.from.
function* countdown(n: number): Generator<number, string> {
  while (n > 0) {
    yield n--;
  }
  return "liftoff";
}

const it = countdown(3);
let step = it.next();
while (!step.done) {
  console.log("tick", step.value);
  step = it.next();
}
console.log("final result:", step);

for (const v of countdown(2)) console.log("for-of sees", v);
console.log("spread:", [...countdown(4)]);
console.log("Array.from:", Array.from(countdown(3)));

// early return inside a loop
function* firstNegative(xs: number[]) {
  for (const x of xs) {
    if (x < 0) return x;
    yield x;
  }
  return null;
}
const fn = firstNegative([3, 1, -4, 1, -5]);
console.log(fn.next(), fn.next(), fn.next(), fn.next());
const fn2 = firstNegative([7]);
console.log(fn2.next(), fn2.next(), fn2.next());

// return without value, return of an object
function* bare() {
  yield "a";
  return;
}
const b = bare();
console.log(b.next(), b.next(), b.next());

function* withObject() {
  yield 1;
  return { status: "ok", items: [1, 2, 3] };
}
const w = withObject();
w.next();
const last = w.next();
console.log(last.done, last.value);

// collect both the yields and the return value
function drain<T, R>(g: Generator<T, R>): { yielded: T[]; returned: R } {
  const yielded: T[] = [];
  for (;;) {
    const r = g.next();
    if (r.done) return { yielded, returned: r.value };
    yielded.push(r.value);
  }
}
console.log(drain(countdown(5)));
console.log(drain(firstNegative([2, 4, -8, 16])));
console.log(drain(bare()));

// return inside nested blocks and switch
function* classify(xs: string[]) {
  for (const x of xs) {
    switch (x) {
      case "stop":
        return "stopped at " + xs.indexOf(x);
      case "skip":
        continue;
      default:
        yield x.toUpperCase();
    }
  }
  return "ran out";
}
console.log(drain(classify(["a", "skip", "b", "stop", "c"])));
console.log(drain(classify(["x", "y"])));

// return values used to build a report; the generator reports how many items it skipped
function* nonEmpty(lines: string[]): Generator<string, number> {
  let skipped = 0;
  for (const l of lines) {
    if (l.trim() === "") { skipped++; continue; }
    yield l.trim();
  }
  return skipped;
}
const ne = nonEmpty(["  a", "", "b  ", "   ", "c"]);
let nr = ne.next();
while (!nr.done) { console.log("line:", JSON.stringify(nr.value)); nr = ne.next(); }
console.log("skipped:", nr.value);
