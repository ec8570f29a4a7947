// g.return(v) from outside: on a not-started, suspended and completed generator, with and without finally.
function* tracked(name: string) {
  console.log(`  ${name}: body entered`);
  try {
    yield `${name} 1`;
    yield `${name} 2`;
  } finally {
    console.log(`  ${name}: finally`);
  }
  console.log(`  ${name}: after try (only on normal completion)`);
}

console.log("-- not started");
const a = tracked("a");
console.log(a.return("early"));
console.log(a.next());
console.log(a.return("again"));

console.log("-- suspended");
const b = tracked("b");
console.log(b.next());
console.log(b.return("stop"));
console.log(b.next());

console.log("-- completed");
const c = tracked("c");
console.log(c.next(), c.next(), c.next());
console.log(c.return("late"));
console.log(c.return());

console.log("-- return without argument");
const d = tracked("d");
d.next();
console.log(d.return());

console.log("-- return with objects");
const e = tracked("e");
e.next();
const payload = { id: 1, list: [1, 2] };
const res = e.return(payload as any);
console.log(res, res.value === payload);

// return() outside any try: no cleanup, generator simply finishes
function* counter() {
  let i = 0;
  for (;;) yield i++;
}
const ctr = counter();
console.log(ctr.next().value, ctr.next().value, ctr.return(-1), ctr.next());

// return inside a catch-only try does not trigger the catch
function* catcher() {
  try {
    yield 1;
  } catch (err) {
    console.log("  should not run", err);
  }
  yield 2;
}
const cg = catcher();
cg.next();
console.log(cg.return("fine"), cg.next());

// nested finally blocks run inner to outer (a recursive generator nests them dynamically)
function* nested(level: number): Generator<string> {
  try {
    if (level === 0) yield "deep";
    else yield* nested(level - 1);
  } finally {
    console.log(`  finally at level ${level}`);
  }
}
const n = nested(3);
n.next();
console.log(n.return("unwound"));

// return() while a finally still has code that reads locals
function* withLocals() {
  const resource = { open: true, uses: 0 };
  try {
    for (;;) {
      resource.uses++;
      yield resource.uses;
    }
  } finally {
    resource.open = false;
    console.log("  released after", resource.uses, "uses, open =", resource.open);
  }
}
const wl = withLocals();
console.log(wl.next().value, wl.next().value, wl.next().value);
console.log(wl.return(0));
