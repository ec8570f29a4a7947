// A generator that catches errors thrown into it and keeps yielding; retries; error objects across yields.
interface Job { id: number; attempts: number }

function* worker(): Generator<string, string[], unknown> {
  const failures: string[] = [];
  let id = 0;
  while (id < 5) {
    const job: Job = { id: id++, attempts: 0 };
    for (;;) {
      job.attempts++;
      try {
        yield `run job ${job.id} (attempt ${job.attempts})`;
        break;
      } catch (e) {
        const msg = e instanceof Error ? e.message : String(e);
        failures.push(`job ${job.id}: ${msg}`);
        if (job.attempts >= 3) {
          failures.push(`job ${job.id}: abandoned`);
          break;
        }
      }
    }
  }
  return failures;
}

const w = worker();
let r = w.next();
let step = 0;
while (!r.done) {
  console.log(r.value);
  step++;
  if (step === 2 || step === 3) r = w.throw(new Error(`flaky ${step}`));
  else if (step >= 5 && step <= 7) r = w.throw(`string failure ${step}`);
  else r = w.next();
}
console.log("failures:");
for (const f of r.value) console.log(" ", f);

// catch binding forms: with and without a parameter, destructured parameter
function* forms() {
  try {
    yield "a";
  } catch {
    yield "caught without binding";
  }
  try {
    yield "b";
  } catch ({ message, code }: any) {
    yield `destructured ${message} ${code}`;
  }
  try {
    yield "c";
  } catch (e) {
    const err = e as Error;
    yield `${err.name} / ${err.message}`;
  } finally {
    yield "finally of c";
  }
  return "end";
}
const f = forms();
console.log(f.next());
console.log(f.throw(new Error("x")));
console.log(f.next());
console.log(f.throw({ message: "obj", code: 404 }));
console.log(f.next());
console.log(f.throw(new RangeError("range")));
console.log(f.next());
console.log(f.next());

// errors thrown by the body itself are caught by its own catch and yielding continues
function* parser(inputs: string[]) {
  for (const s of inputs) {
    try {
      const v = JSON.parse(s);
      yield { ok: true, v };
    } catch (e) {
      yield { ok: false, error: (e as Error).name };
    }
  }
}
for (const res of parser(["1", "[2,3]", "{bad", '"str"', ""])) console.log(res);
