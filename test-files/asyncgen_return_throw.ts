// return() and throw() on async generators: before start, while suspended at a yield (finally blocks, catch), and after completion.
async function* resource(name: string): AsyncGenerator<number, string, unknown> {
  console.log(`  ${name}: open`);
  try {
    for (let i = 1; i <= 5; i++) {
      try {
        yield i;
      } catch (e) {
        console.log(`  ${name}: caught ${e} at ${i}, continuing`);
      }
    }
    return "exhausted";
  } finally {
    await null;
    console.log(`  ${name}: closed`);
  }
}

console.log("return() before start:");
const fresh = resource("fresh");
console.log(await fresh.return("early"));
console.log(await fresh.next());

console.log("return() while suspended:");
const r = resource("r");
console.log(await r.next());
console.log(await r.next());
console.log(await r.return("stopped"));
console.log(await r.next());

console.log("throw() while suspended is caught inside:");
const t = resource("t");
await t.next();
console.log(await t.throw("oops"));
console.log(await t.next());

console.log("throw() before start rejects without running the body:");
const t2 = resource("t2");
await t2.throw(new Error("never started")).catch((e: Error) => console.log("  rejected:", e.message));
console.log(await t2.next());

async function* overrides(): AsyncGenerator<string> {
  try {
    yield "only";
  } finally {
    return "finally overrides return value";
  }
}
const o = overrides();
await o.next();
console.log("override:", await o.return("requested"));

async function* yieldsInFinally(): AsyncGenerator<string> {
  try {
    yield "body";
  } finally {
    yield "cleanup step";
  }
}
const y = yieldsInFinally();
await y.next();
console.log("return with yield in finally:", await y.return("x"));
console.log("then:", await y.next());

async function* rethrows(): AsyncGenerator<number> {
  yield 1;
}
const rt = rethrows();
await rt.next();
await rt.throw("uncaught inside").catch((e) => console.log("throw not caught inside rejects with:", e));
console.log("after:", await rt.next());
const done = rethrows();
for await (const _ of done);
console.log("return on finished:", await done.return(Promise.resolve("awaited value")));
await done.throw("on finished").catch((e) => console.log("throw on finished rejects:", e));
