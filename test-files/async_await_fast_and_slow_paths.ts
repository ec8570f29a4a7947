// `await` of a settled promise of %Promise% resumes without a reaction
// record; every other kind of awaited value takes the full path: promises
// with their own or a replaced `constructor`, subclasses, pending and
// rejected promises, thenables. Turn counts show where each resumes.
const order: string[] = [];
function ticker(label: string, n: number) {
  let p = Promise.resolve();
  for (let i = 1; i <= n; i++) {
    p = p.then(() => {
      order.push(`${label}${i}`);
    });
  }
  return p;
}

async function awaitIt(label: string, v: unknown) {
  order.push(`${label}:start`);
  const r = await v;
  order.push(`${label}:${String(r)}`);
}

async function round(title: string, v: () => unknown) {
  order.length = 0;
  const done = Promise.all([awaitIt("A", v()), ticker("t", 4)]);
  await done;
  console.log(title.padEnd(28), order.join(" "));
}

await round("resolved promise", () => Promise.resolve(1));
await round("plain value", () => 2);
await round("pending, resolved later", () => new Promise((r) => queueMicrotask(() => r(3))));
await round("rejected (caught)", () => Promise.reject(new Error("no")).catch(() => "caught"));
class Sub extends Promise<unknown> {}
await round("subclass instance", () => Sub.resolve(4));
await round("own constructor", () => {
  const p = Promise.resolve(5);
  Object.defineProperty(p, "constructor", {
    get() {
      order.push("ctor-getter");
      return Promise;
    },
  });
  return p;
});
await round("thenable", () => ({ then: (r: (v: number) => void) => r(6) }));

const saved = Promise.prototype.constructor;
(Promise.prototype as any).constructor = function NotPromise() {};
await round("replaced prototype ctor", () => Promise.resolve(7));
(Promise.prototype as any).constructor = saved;
await round("restored prototype ctor", () => Promise.resolve(8));

async function rejectsAfter() {
  try {
    await Promise.reject(new Error("rejected while awaited"));
  } catch (e) {
    return (e as Error).message;
  }
}
console.log(await rejectsAfter());
