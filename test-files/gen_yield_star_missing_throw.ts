// throw() through yield* to a user iterator: with a throw method, without one (TypeError, iterator closed), return-less too.
function makeIterator(name: string, opts: { withThrow: boolean; withReturn: boolean }) {
  let i = 0;
  const it: any = {
    next(v?: unknown) {
      console.log(`  ${name}.next(${String(v)})`);
      i++;
      return { value: `${name}${i}`, done: i > 3 };
    },
    [Symbol.iterator]() { return this; },
  };
  if (opts.withThrow) {
    it.throw = (e: unknown) => {
      console.log(`  ${name}.throw(${String(e)})`);
      return { value: `${name} handled ${String(e)}`, done: false };
    };
  }
  if (opts.withReturn) {
    it.return = (v?: unknown) => {
      console.log(`  ${name}.return(${String(v)})`);
      return { value: `${name} closed`, done: true };
    };
  }
  return it as IterableIterator<string>;
}

function* delegate(it: IterableIterator<string>) {
  try {
    const r = yield* it;
    console.log("  delegate got", r);
  } finally {
    console.log("  delegate finally");
  }
}

function tryThrow(label: string, opts: { withThrow: boolean; withReturn: boolean }) {
  console.log(`--- ${label}`);
  const g = delegate(makeIterator(label, opts));
  console.log(g.next());
  try {
    console.log(g.throw("boom"));
    console.log(g.next());
  } catch (e) {
    if (e instanceof Error) console.log("caught", e.constructor.name + ":", e.message);
    else console.log("caught raw", e);
  }
  console.log(g.next());
}

tryThrow("both", { withThrow: true, withReturn: true });
tryThrow("throwOnly", { withThrow: true, withReturn: false });
tryThrow("returnOnly", { withThrow: false, withReturn: true });
tryThrow("neither", { withThrow: false, withReturn: false });

// the throw method may itself finish the delegation
function* finishing() {
  const v = yield* {
    [Symbol.iterator]() { return this; },
    next() { return { value: "tick", done: false }; },
    throw(e: unknown) { return { value: `finished by ${String(e)}`, done: true }; },
  } as unknown as Iterable<string>;
  yield `after: ${v}`;
}
const f = finishing();
console.log(f.next(), f.throw("signal"), f.next());

// a throw method that throws replaces the error
function* rethrowing() {
  yield* {
    [Symbol.iterator]() { return this; },
    next() { return { value: 1, done: false }; },
    throw(e: unknown) { throw new Error(`wrapped(${String(e)})`); },
  } as unknown as Iterable<number>;
}
const rt = rethrowing();
rt.next();
try {
  rt.throw("orig");
} catch (e) {
  console.log((e as Error).message, rt.next());
}
