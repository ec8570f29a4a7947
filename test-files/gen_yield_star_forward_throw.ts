// throw(e) on a generator suspended in yield* is forwarded to the inner generator.
function* resilient(): Generator<string, string, unknown> {
  let n = 0;
  for (;;) {
    try {
      yield `inner value ${n++}`;
    } catch (e) {
      console.log("  inner caught:", (e as Error).message);
      if ((e as Error).message === "fatal") return "inner gave up";
      yield `inner recovered from ${(e as Error).message}`;
    }
  }
}

function* outer() {
  const r = yield* resilient();
  console.log("  outer: delegate returned", r);
  yield "outer continues";
  return "outer end";
}

const g = outer();
console.log(g.next());
console.log(g.throw(new Error("oops")));
console.log(g.next());
console.log(g.next());
console.log(g.throw(new Error("fatal")));
console.log(g.next());
console.log(g.next());

// inner does not catch: the error propagates through yield* into the outer's catch
function* fragile() {
  yield "fragile 1";
  yield "fragile 2";
}
function* guard() {
  try {
    yield* fragile();
  } catch (e) {
    console.log("  guard caught:", String(e));
    yield "guard recovered";
  } finally {
    console.log("  guard finally");
  }
  yield "guard after";
}
const h = guard();
console.log(h.next());
console.log(h.throw(new TypeError("bad type")));
console.log(h.next());
console.log(h.next());

// nobody catches: the caller of throw() gets the error and both generators are done
function* plainInner() {
  try {
    yield 1;
  } finally {
    console.log("  plainInner finally");
  }
}
function* plainOuter() {
  try {
    yield* plainInner();
  } finally {
    console.log("  plainOuter finally");
  }
}
const p = plainOuter();
const innerRef = p.next();
console.log(innerRef);
try {
  p.throw(new RangeError("nobody catches"));
} catch (e) {
  console.log("caller caught:", (e as Error).name, (e as Error).message);
}
console.log(p.next());

// throwing a non-Error value through two levels
function* catcher() {
  try {
    yield "waiting";
  } catch (v) {
    yield `caught ${typeof v} ${JSON.stringify(v)}`;
  }
}
function* relay() { return yield* catcher(); }
const rl = relay();
rl.next();
console.log(rl.throw({ code: 7 }));
console.log(rl.next());
