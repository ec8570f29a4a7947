// try/catch around await: rejections become exceptions at the await, caught after the function resumes.
class HttpError extends Error {
  constructor(public status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
}
const routes: Record<string, () => Promise<string>> = {
  "/ok": () => Promise.resolve("200 body"),
  "/missing": () => Promise.reject(new HttpError(404, "not found")),
  "/crash": () => Promise.reject(new TypeError("handler crashed")),
  "/string": () => Promise.reject("plain string reason"),
};
async function fetchRoute(path: string): Promise<string> {
  const handler = routes[path];
  if (!handler) throw new HttpError(400, "bad route " + path);
  return handler();
}
async function get(path: string): Promise<string> {
  console.log("GET", path);
  try {
    const body = await fetchRoute(path);
    console.log("  got", body);
    return body;
  } catch (e) {
    if (e instanceof HttpError) {
      console.log(`  http error ${e.status}: ${e.message}`);
      return `error ${e.status}`;
    }
    if (e instanceof Error) {
      console.log(`  rethrowing ${e.name}`);
      throw e;
    }
    console.log("  non-error reason:", typeof e, e);
    return "weird";
  }
}
for (const path of ["/ok", "/missing", "/string", "/nope", "/crash"]) {
  try {
    console.log("  =>", await get(path));
  } catch (e) {
    console.log("  outer caught:", (e as Error).message);
  }
}

async function nested(): Promise<string> {
  try {
    try {
      await Promise.reject("inner");
    } catch (e) {
      console.log("inner catch:", e);
      await null;
      throw "from inner catch";
    }
  } catch (e) {
    console.log("outer catch:", e);
  }
  try {
    await Promise.resolve(1);
  } catch {
    console.log("not reached");
  }
  return "nested done";
}
console.log(await nested());

async function catchThenContinue(): Promise<number> {
  let total = 0;
  for (const v of [1, -1, 2, -2, 3]) {
    try {
      total += await (v > 0 ? Promise.resolve(v) : Promise.reject(v));
    } catch (r) {
      console.log("skipping", r);
    }
  }
  return total;
}
console.log("total of positives:", await catchThenContinue());
