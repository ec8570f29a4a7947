// Cooperative multitasking with generators: a round-robin scheduler, sleeping tasks, messages and results.
type Syscall = { kind: "sleep"; ticks: number } | { kind: "send"; to: string; msg: string } | { kind: "recv" } | undefined;
type Task = Generator<Syscall, string, string | undefined>;

function* counterTask(name: string, n: number): Task {
  for (let i = 1; i <= n; i++) {
    console.log(`  ${name} step ${i}/${n}`);
    yield;
  }
  return `${name} counted to ${n}`;
}
function* sleeper(name: string): Task {
  console.log(`  ${name} going to sleep`);
  yield { kind: "sleep", ticks: 3 };
  console.log(`  ${name} woke up`);
  return `${name} rested`;
}
function* pinger(): Task {
  for (const word of ["hello", "how are you", "bye"]) yield { kind: "send", to: "ponger", msg: word };
  return "pinger sent 3";
}
function* ponger(): Task {
  let got = 0;
  for (;;) {
    const msg = yield { kind: "recv" };
    got++;
    console.log(`  ponger received "${msg}"`);
    if (msg === "bye") return `ponger got ${got}`;
  }
}

function run(tasks: Record<string, Task>): void {
  const ready: Array<[string, string | undefined]> = Object.keys(tasks).map((n) => [n, undefined]);
  const sleeping = new Map<string, number>();
  const inbox = new Map<string, string[]>();
  const waiting = new Set<string>();
  for (let tick = 0; ready.length || sleeping.size || waiting.size; tick++) {
    for (const [name, wake] of [...sleeping]) {
      if (wake <= tick) { sleeping.delete(name); ready.push([name, undefined]); }
    }
    for (const name of [...waiting]) {
      const q = inbox.get(name);
      if (q?.length) { waiting.delete(name); ready.push([name, q.shift()]); }
    }
    const current = ready.shift();
    if (!current) { console.log(`tick ${tick}: idle`); continue; }
    const [name, input] = current;
    console.log(`tick ${tick}: run ${name}${input === undefined ? "" : ` with "${input}"`}`);
    const r = tasks[name].next(input);
    if (r.done) { console.log(`tick ${tick}: ${name} finished -> ${r.value}`); continue; }
    const call = r.value;
    if (call === undefined) ready.push([name, undefined]);
    else if (call.kind === "sleep") sleeping.set(name, tick + call.ticks);
    else if (call.kind === "recv") waiting.add(name);
    else {
      inbox.set(call.to, [...(inbox.get(call.to) ?? []), call.msg]);
      ready.push([name, undefined]);
    }
  }
}

run({ a: counterTask("a", 3), zz: sleeper("zz"), ponger: ponger(), pinger: pinger(), b: counterTask("b", 1) });

// a coroutine that tracks the maximum and reports when closed with return()
function* maxTracker(): Generator<number, number, number> {
  let best = -Infinity;
  try {
    for (;;) {
      const v = yield best;
      if (v > best) best = v;
    }
  } finally {
    console.log("  maxTracker closing, best =", best);
  }
}
const mt = maxTracker();
mt.next();
for (const v of [3, 9, 2, 11, 4]) console.log("offer", v, "-> best", mt.next(v).value);
console.log(mt.return(-1));
