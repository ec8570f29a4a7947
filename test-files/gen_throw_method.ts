// g.throw(e) from outside: on a not-started, suspended and completed generator.
function* guarded(name: string) {
  console.log(`  ${name}: entered`);
  try {
    yield `${name} 1`;
    yield `${name} 2`;
  } catch (e) {
    console.log(`  ${name}: caught ${(e as Error).message}`);
    yield `${name} after catch`;
  } finally {
    console.log(`  ${name}: finally`);
  }
  return `${name} returned`;
}

function attempt(label: string, f: () => unknown): void {
  try {
    console.log(label, f());
  } catch (e) {
    console.log(label, "threw", e instanceof Error ? `${e.name}: ${e.message}` : e);
  }
}

console.log("-- not started: body never runs, the error comes straight back");
const a = guarded("a");
attempt("a.throw", () => a.throw(new Error("first")));
attempt("a.next", () => a.next());

console.log("-- suspended inside try: caught, continues");
const b = guarded("b");
attempt("b.next", () => b.next());
attempt("b.throw", () => b.throw(new Error("second")));
attempt("b.next", () => b.next());
attempt("b.next", () => b.next());

console.log("-- suspended, thrown twice: second throw escapes");
const c = guarded("c");
c.next();
attempt("c.throw", () => c.throw(new Error("one")));
attempt("c.throw", () => c.throw(new Error("two")));
attempt("c.next", () => c.next());

console.log("-- completed: throw just rethrows");
const d = guarded("d");
d.next(); d.next(); d.next();
attempt("d.throw", () => d.throw(new Error("late")));

console.log("-- thrown values need not be Errors");
function* anything() {
  for (;;) {
    try {
      yield "ready";
    } catch (v) {
      console.log("  got", typeof v, v);
    }
  }
}
const sink = anything();
sink.next();
sink.throw(42);
sink.throw("text");
sink.throw(null);
sink.throw(undefined);
sink.throw({ nested: { ok: true } });
sink.throw([1, 2]);
attempt("sink.return", () => sink.return("closed"));

console.log("-- throw outside a try ends the generator");
function* noTry() {
  yield 1;
  yield 2;
}
const nt = noTry();
nt.next();
attempt("nt.throw", () => nt.throw(new SyntaxError("not caught")));
attempt("nt.next", () => nt.next());
