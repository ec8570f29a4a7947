// yield of a promise inside an async generator awaits it; a rejected yielded promise throws inside the generator.
async function* values(): AsyncGenerator<string> {
  yield Promise.resolve("awaited promise");
  yield { then: (r: (v: string) => void) => r("awaited thenable") } as unknown as string;
  yield "plain";
}
for await (const v of values()) console.log("consumer sees:", v, typeof v);

async function* guarded(): AsyncGenerator<string> {
  try {
    yield Promise.resolve("first");
    yield Promise.reject("rejected yield") as Promise<string>;
    yield "unreachable";
  } catch (e) {
    console.log("  generator caught:", e);
    yield "recovered";
  } finally {
    console.log("  generator finally");
  }
}
for await (const v of guarded()) console.log("guarded:", v);

async function* unguarded(): AsyncGenerator<number> {
  yield 1;
  yield Promise.reject(new RangeError("bad value")) as Promise<number>;
  yield 3;
}
const u = unguarded();
console.log(await u.next());
try {
  await u.next();
} catch (e) {
  console.log("next rejected:", (e as Error).name, (e as Error).message);
}
console.log("generator finished after the throw:", await u.next());

async function* returnsPromise(): AsyncGenerator<number, string> {
  yield 1;
  return Promise.resolve("returned promise is awaited") as unknown as string;
}
const r = returnsPromise();
await r.next();
console.log(await r.next());

const order: string[] = [];
async function* producer(): AsyncGenerator<number> {
  for (let i = 1; i <= 3; i++) {
    order.push(`produce ${i}`);
    yield new Promise<number>((res) => {
      order.push(`executor ${i}`);
      res(i * 100);
    });
  }
}
for await (const v of producer()) order.push(`consume ${v}`);
console.log(order.join(" | "));

const g = values();
const direct = await g.next();
console.log("IteratorResult value is never a promise:", direct.value instanceof Promise, direct);
async function* fetchAll(urls: string[]): AsyncGenerator<string> {
  for (const url of urls) {
    yield url.endsWith(".bad")
      ? (Promise.reject(`failed ${url}`) as Promise<string>).catch((r) => `fallback for ${r}`)
      : Promise.resolve(`body of ${url}`);
  }
}
for await (const body of fetchAll(["/a", "/b.bad", "/c"])) console.log("fetched:", body);
