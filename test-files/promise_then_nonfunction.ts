// then/catch with non-function arguments: they are ignored and the value or reason passes through.
const ok = Promise.resolve("ok");
const bad = Promise.reject("bad");

ok.then(null).then((v) => console.log("then(null) passes value:", v));
ok.then(undefined, undefined).then((v) => console.log("then(undefined, undefined):", v));
ok.then(42 as any).then((v) => console.log("then(42):", v));
ok.then("string" as any, {} as any).then((v) => console.log("then('string', {}):", v));
ok.catch(null).then((v) => console.log("catch(null) on fulfilled:", v));

bad.then((v) => console.log("never", v)).catch((r) => console.log("onFulfilled only, reason passes:", r));
bad.then(null).then(undefined, (r) => console.log("then(null) then onRejected:", r));
bad.catch(undefined as any).catch((r) => console.log("catch(undefined) passes reason:", r));
bad.then(true as any, false as any).catch((r) => console.log("then(true, false):", r));
bad.catch([] as any).then(
  () => console.log("never"),
  (r) => console.log("catch([]):", r),
);

const same = ok.then();
console.log("then() returns a fresh promise:", same !== ok, same instanceof Promise);
same.then((v) => console.log("then() with no args:", v));

let p: Promise<unknown> = Promise.resolve(100);
for (const junk of [null, 0, "", NaN, Symbol("s"), false]) {
  p = p.then(junk as any);
}
p.then((v) => console.log("after six junk thens:", v));

const rejectedObj = Promise.reject({ code: 404, msg: "missing" });
rejectedObj
  .then(null, null)
  .then((x) => x)
  .catch((r: { code: number; msg: string }) => console.log("object reason survives:", r.code, r.msg));

const thenMethod = Promise.prototype.then;
console.log("then.length:", thenMethod.length, "catch.length:", Promise.prototype.catch.length);
console.log("finally.length:", Promise.prototype.finally.length);
try {
  thenMethod.call({}, () => {});
} catch (e) {
  console.log("then on non-promise:", (e as Error).name);
}
const fakeCatch = Promise.prototype.catch.call(
  { then: (a: unknown, b: unknown) => `custom then got ${typeof a} and ${typeof b}` },
  () => {},
);
console.log("catch calls this.then:", fakeCatch);
