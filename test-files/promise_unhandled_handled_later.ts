// A rejection that gets its handler several microtasks later (before the microtask queue drains) is NOT reported: status 0.
const early = Promise.reject(new Error("handled a few ticks later"));
const str = Promise.reject("string reason handled later");
console.log("two rejected promises created without handlers");

queueMicrotask(() => {
  console.log("microtask 1: still no handler");
  Promise.resolve().then(() => {
    console.log("microtask 2: attaching handler to the Error rejection");
    early.catch((e: Error) => console.log("handled:", e.message));
  });
});

async function lateConsumer(): Promise<void> {
  for (let i = 1; i <= 5; i++) {
    await null;
    console.log(`lateConsumer tick ${i}`);
  }
  try {
    await str;
  } catch (r) {
    console.log("lateConsumer caught:", r);
  }
}
lateConsumer();

const chain = Promise.reject({ code: 42 });
const derived = chain.then((v) => v);
console.log("derived chain also rejected; handling only the end of it");
Promise.resolve()
  .then(() => console.log("step A"))
  .then(() => console.log("step B"))
  .then(() => derived.catch((r: { code: number }) => console.log("derived handled, code", r.code)));

const settled = Promise.allSettled([Promise.reject("x"), Promise.reject("y")]);
settled.then((rs) => console.log("allSettled handles its inputs:", rs.map((r) => r.status).join(",")));
const raced = Promise.race([Promise.reject("race loser"), new Promise(() => {})]);
raced.catch((r) => console.log("race handled:", r));
console.log("end of synchronous code");
