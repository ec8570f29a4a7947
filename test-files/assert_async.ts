// node:assert's rejects and doesNotReject, awaited, with promises and
// functions returning them, and what they do with other values.
import assert from "node:assert/strict";

async function attempt(label: string, f: () => Promise<void>): Promise<void> {
  try {
    await f();
    console.log(`${label}: passed`);
  } catch (e: any) {
    console.log(`${label}: ${e.name}${e.code ? ` ${e.code}` : ""}`);
    console.log(e.message);
  }
}

const fetchUser = async (id: number) => {
  await null;
  if (id < 0) {
    throw new RangeError(`no user ${id}`);
  }
  return { id, name: `user${id}` };
};

await attempt("rejects", () => assert.rejects(fetchUser(-1)));
await attempt("rejects function", () => assert.rejects(() => fetchUser(-1), RangeError));
await attempt("rejects regexp", () => assert.rejects(() => fetchUser(-2), /no user -2/));
await attempt("rejects object", () => assert.rejects(fetchUser(-3), { name: "RangeError", message: "no user -3" }));
await attempt("rejects wrong class", () => assert.rejects(fetchUser(-1), TypeError));
await attempt("rejects resolved", () => assert.rejects(fetchUser(1)));
await attempt("rejects resolved with message", () => assert.rejects(() => fetchUser(1), Error, "expected a failure"));
await attempt("rejects not a promise", () => assert.rejects(42 as any));
await attempt("rejects function returning a number", () => assert.rejects((() => 42) as any));
await attempt("doesNotReject", () => assert.doesNotReject(fetchUser(2)));
await attempt("doesNotReject fails", () => assert.doesNotReject(() => fetchUser(-5)));
await attempt("doesNotReject other class", () => assert.doesNotReject(fetchUser(-5), TypeError));
const order: string[] = [];
const p = assert.rejects(fetchUser(-1)).then(() => order.push("rejects settled"));
order.push("after the call");
await p;
console.log(order.join(", "));
