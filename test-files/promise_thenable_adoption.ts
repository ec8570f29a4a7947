// Thenable adoption: then methods that throw, call both callbacks, recurse, or are getters; self-resolution is a TypeError.
function report(label: string, p: Promise<unknown>): Promise<void> {
  return p.then(
    (v) => console.log(`${label}: fulfilled`, v),
    (r) => console.log(`${label}: rejected`, r instanceof Error ? `${r.name}: ${r.message}` : r),
  );
}
const resolveWith = (x: unknown) => new Promise((res) => res(x as any));

await report("simple", resolveWith({ then: (ok: (v: number) => void) => ok(1) }));
await report("throws before settling", resolveWith({
  then() {
    throw "then exploded";
  },
}));
await report("throws after resolve", resolveWith({
  then(ok: (v: string) => void) {
    ok("kept");
    throw new Error("ignored");
  },
}));
await report("resolve then reject", resolveWith({
  then(ok: (v: string) => void, fail: (r: string) => void) {
    ok("first wins");
    fail("too late");
    ok("also too late");
  },
}));
await report("reject then resolve", resolveWith({
  then(ok: (v: string) => void, fail: (r: string) => void) {
    fail("rejected first");
    ok("ignored");
  },
}));
await report("nested thenables", resolveWith({
  then(ok: (v: unknown) => void) {
    ok({ then: (ok2: (v: unknown) => void) => ok2(Promise.resolve("deep value")) });
  },
}));
await report("then is not callable", resolveWith({ then: 5, other: "kept as value" }));

let getterCalls = 0;
const withGetter = {
  get then() {
    getterCalls++;
    return (ok: (v: string) => void) => ok("from getter");
  },
};
await report("getter then", resolveWith(withGetter));
console.log("getter called times:", getterCalls);
await report("getter throws", resolveWith({
  get then(): never {
    throw new RangeError("no then for you");
  },
}));

const fn: any = function () {};
fn.then = (ok: (v: string) => void) => ok("function thenable");
await report("function with then", resolveWith(fn));

let seenThis: unknown = null;
const obj = {
  name: "receiver",
  then(this: { name: string }, ok: (v: string) => void, fail: unknown) {
    seenThis = this;
    console.log("then args:", typeof ok, typeof fail, ok.length);
    ok(this.name);
  },
};
await report("this binding", resolveWith(obj));
console.log("this was the thenable:", seenThis === obj);

let selfResolve!: (v: unknown) => void;
const self = new Promise((res) => (selfResolve = res));
selfResolve(self);
await report("self resolution", self);
await report("never-calling then stays pending", Promise.race([resolveWith({ then() {} }), Promise.resolve("race fallback")]));
