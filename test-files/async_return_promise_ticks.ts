// async functions that return a promise settle later than ones returning a value, and `return` vs `return await` in try/catch.
const order: string[] = [];
async function value(): Promise<string> {
  return "value";
}
async function promise(): Promise<string> {
  return Promise.resolve("promise");
}
async function awaited(): Promise<string> {
  return await Promise.resolve("awaited");
}
async function thenable(): Promise<string> {
  return { then: (ok: (v: string) => void) => ok("thenable") } as unknown as string;
}
promise().then((v) => order.push(v));
thenable().then((v) => order.push(v));
awaited().then((v) => order.push(v));
value().then((v) => order.push(v));
for (let i = 0; i < 6; i++) await null;
console.log("settle order:", order.join(" < "));

async function loadOrThrow(ok: boolean): Promise<string> {
  return ok ? "loaded" : Promise.reject("load failed");
}
async function withReturn(ok: boolean): Promise<string> {
  try {
    return loadOrThrow(ok);
  } catch (e) {
    return "caught inside: " + e;
  } finally {
    console.log(`  withReturn(${ok}) finally runs before the promise settles`);
  }
}
async function withReturnAwait(ok: boolean): Promise<string> {
  try {
    return await loadOrThrow(ok);
  } catch (e) {
    return "caught inside: " + e;
  } finally {
    console.log(`  withReturnAwait(${ok}) finally runs after the await`);
  }
}
for (const ok of [true, false]) {
  console.log(`return (ok=${ok}):`);
  await withReturn(ok).then(
    (v) => console.log("  fulfilled:", v),
    (r) => console.log("  rejected outside:", r),
  );
  console.log(`return await (ok=${ok}):`);
  await withReturnAwait(ok).then(
    (v) => console.log("  fulfilled:", v),
    (r) => console.log("  rejected outside:", r),
  );
}

const p = promise();
console.log("returned promise is a fresh one:", p instanceof Promise, p);
const inner = Promise.resolve("same?");
async function passThrough(): Promise<string> {
  return inner;
}
const outer = passThrough();
console.log("async never returns the inner promise itself:", outer !== inner);
console.log("awaited:", await outer);
class Sub<T> extends Promise<T> {}
async function returnsSub(): Promise<number> {
  return Sub.resolve(5);
}
const rs = returnsSub();
console.log("result is a plain Promise:", rs.constructor === Promise, !(rs instanceof Sub), await rs);
