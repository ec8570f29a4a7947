// Promise.prototype.finally: passes values and reasons through, but a throw or a rejected promise in the callback replaces them.
function show(label: string, p: Promise<unknown>): Promise<void> {
  return p.then(
    (v) => console.log(label, "fulfilled:", v),
    (r) => console.log(label, "rejected:", r instanceof Error ? `${r.name}: ${r.message}` : r),
  );
}

await show("1", Promise.resolve("value").finally(() => "ignored return"));
await show("2", Promise.reject("reason").finally(() => "ignored return"));
await show("3", Promise.resolve("value").finally(() => {
  throw new Error("finally threw");
}));
await show("4", Promise.reject("reason").finally(() => {
  throw "finally threw a string";
}));
await show("5", Promise.resolve("value").finally(() => Promise.reject("rejected from finally")));
await show("6", Promise.resolve("value").finally(() => Promise.resolve("resolved from finally")));

await show("7", Promise.resolve(7).finally(function () {
  console.log("7 finally arguments.length:", arguments.length);
}));

const order: string[] = [];
const slow = Promise.resolve("slow").finally(() => {
  order.push("finally callback");
  let p = Promise.resolve();
  for (let i = 0; i < 3; i++) p = p.then(() => { order.push("inner " + i); });
  return p;
});
await show("8", slow);
console.log("8 order:", order.join(", "));

await show("9", Promise.resolve("through").finally(undefined as any));
await show("10", Promise.reject("still rejected").finally(42 as any));

let cleanups = 0;
async function withResource(fail: boolean): Promise<string> {
  const res = await Promise.resolve({ name: "conn" });
  return new Promise<string>((resolve, reject) => {
    if (fail) reject(new RangeError("query failed on " + res.name));
    else resolve("rows from " + res.name);
  }).finally(() => {
    cleanups++;
  });
}
await show("11", withResource(false));
await show("12", withResource(true));
console.log("cleanups:", cleanups);
const f = Promise.resolve(1).finally(() => {});
console.log("finally returns a new promise:", f instanceof Promise);
