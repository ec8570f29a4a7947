// Push-based coroutine pipelines: primed consumer generators that filter, transform, broadcast and collect.
type Sink<T> = Generator<void, void, T>;

function prime<T>(g: Sink<T>): Sink<T> {
  g.next();
  return g;
}

function* collector(into: string[]): Sink<string> {
  try {
    for (;;) into.push(yield);
  } finally {
    console.log("  collector closed with", into.length, "items");
  }
}

function* grep(pattern: RegExp, target: Sink<string>): Sink<string> {
  try {
    for (;;) {
      const line = yield;
      if (pattern.test(line)) target.next(line);
    }
  } finally {
    target.return();
  }
}

function* upper(target: Sink<string>): Sink<string> {
  try {
    for (;;) target.next((yield).toUpperCase());
  } finally {
    target.return();
  }
}

function* broadcast(targets: Sink<string>[]): Sink<string> {
  try {
    for (;;) {
      const item = yield;
      for (const t of targets) t.next(item);
    }
  } finally {
    for (const t of targets) t.return();
  }
}

const errors: string[] = [];
const warnings: string[] = [];
const all: string[] = [];
const pipeline = prime(
  broadcast([
    prime(grep(/error/, prime(upper(prime(collector(errors)))))),
    prime(grep(/warn/, prime(collector(warnings)))),
    prime(collector(all)),
  ]),
);

const log = [
  "info: starting",
  "warn: disk 80%",
  "error: failed to open file",
  "info: retry",
  "warn: disk 91%",
  "error: giving up",
];
for (const line of log) {
  pipeline.next(line);
  console.log(`pushed ${JSON.stringify(line)}: errors=${errors.length} warnings=${warnings.length} all=${all.length}`);
}
console.log("closing pipeline");
console.log(pipeline.return());
console.log("errors:", errors);
console.log("warnings:", warnings);
console.log("all:", all.length);

// a numbering stage in front of a printing sink
function* printer(): Sink<string> {
  for (;;) console.log("  print:", yield);
}
function* numbering(target: Sink<string>): Sink<string> {
  for (let n = 1; ; n++) target.next(`${n}. ${yield}`);
}
const numbered = prime(numbering(prime(printer())));
for (const w of ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]) numbered.next(w);
console.log(numbered.return(), numbered.next("late"));
