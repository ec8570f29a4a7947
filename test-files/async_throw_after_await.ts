// Errors thrown in async functions (before or after an await) reject the returned promise; the call itself never throws.
async function validate(input: unknown): Promise<number> {
  if (typeof input !== "number") throw new TypeError(`expected number, got ${typeof input}`);
  await null;
  if (input < 0) throw new RangeError(`negative: ${input}`);
  return Math.sqrt(input);
}
for (const input of [16, "16", -4, 2.25]) {
  let p: Promise<number>;
  try {
    p = validate(input);
    console.log(`validate(${JSON.stringify(input)}) returned a promise synchronously`);
  } catch {
    console.log("never: async calls do not throw");
    continue;
  }
  await p.then(
    (v) => console.log("  ok", v),
    (e: Error) => console.log(`  ${e.name}: ${e.message}`),
  );
}

type Config = { db?: { host: string } };
async function host(cfg: Config | null): Promise<string> {
  await Promise.resolve();
  return (cfg as any).db.host;
}
for (const cfg of [{ db: { host: "localhost" } }, {}, null]) {
  try {
    console.log("host:", await host(cfg));
  } catch (e) {
    console.log("host failed:", (e as Error).name, "-", (e as Error).message);
  }
}

async function throwsValue(v: unknown): Promise<void> {
  await null;
  throw v;
}
for (const v of [42, "text", { code: 7 }, null, undefined]) {
  const reason = await throwsValue(v).catch((r) => r);
  console.log("thrown value arrives intact:", reason === v, reason);
}

async function deep(n: number): Promise<number> {
  if (n === 0) {
    await null;
    throw new Error("bottom reached");
  }
  return (await deep(n - 1)) + 1;
}
try {
  await deep(20);
} catch (e) {
  console.log("propagated through 20 frames:", (e as Error).message);
}
const seen: string[] = [];
async function sideEffects(): Promise<void> {
  seen.push("before");
  await null;
  seen.push("after");
  JSON.parse("{bad json");
  seen.push("unreachable");
}
await sideEffects().catch((e: Error) => seen.push(e.name));
console.log("side effects:", seen.join(", "));
