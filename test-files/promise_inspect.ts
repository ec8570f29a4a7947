// console.log of promises: fulfilled values, pending, rejected with non-Error reasons, and after settling.
console.log(Promise.resolve(1));
console.log(Promise.resolve("str"));
console.log(Promise.resolve(undefined));
console.log(Promise.resolve(null));
console.log(Promise.resolve(-0));
console.log(Promise.resolve(Symbol("tag")));
console.log(Promise.resolve([1, "two", [3]]));
console.log(Promise.resolve({ a: 1, b: { c: [1, 2] } }));
console.log(Promise.resolve(function named() {}));
console.log(new Promise(() => {}));

const rejectedString = Promise.reject("nope");
const rejectedNumber = Promise.reject(42);
const rejectedObject = Promise.reject({ code: "E_FAIL", retry: false });
const rejectedUndefined = Promise.reject(undefined);
for (const p of [rejectedString, rejectedNumber, rejectedObject, rejectedUndefined]) {
  console.log(p);
  p.catch(() => {});
}

const adopted = new Promise((res) => res(Promise.resolve(3)));
console.log("adopting, synchronously:", adopted);
const derived = Promise.resolve(4).then((x) => x * 2);
console.log("then result, synchronously:", derived);
await derived;
await adopted;
console.log("after awaiting:", adopted, derived);

async function quick(): Promise<string> {
  return "no await inside";
}
async function slow(): Promise<string> {
  await null;
  return "after await";
}
async function failing(): Promise<never> {
  throw "sync throw in async";
}
const q = quick();
const s = slow();
const f = failing();
console.log(q, s, f);
f.catch(() => {});
await s;
console.log("slow later:", s);

const big = Promise.resolve({
  id: 123456,
  title: "a fairly long title string",
  tags: ["alpha", "beta", "gamma", "delta"],
  owner: { name: "someone", role: "admin" },
});
console.log(big);
console.log(String(Promise.resolve(1)), `${Promise.resolve(2)}`);
console.log(Object.prototype.toString.call(Promise.resolve()), JSON.stringify(Promise.resolve(5)));
console.log(Promise.resolve(Promise.resolve("same")), [Promise.resolve("in array")]);
console.log("%s and %o", "format", Promise.resolve(7));
