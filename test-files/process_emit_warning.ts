// process.emitWarning and the 'warning' event: node's own listener first
// (it prints on stderr), then the program's, each on the tick queue after
// the synchronous code and its microtasks; util.deprecate goes the same way.
import { deprecate } from "node:util";

const seen: string[] = [];
console.log(process.listenerCount("warning"), typeof process.listeners("warning")[0]);
process.on("warning", (w) => {
  seen.push(w.name);
  console.log("warning:", w.name, JSON.stringify(w.message), w.code, w.detail, w instanceof Error, Object.keys(w));
});
process.once("warning", (w) => console.log("once:", w.message));

process.emitWarning("disk almost full");
process.emitWarning("slow query", "PerformanceWarning", "PERF01");
process.emitWarning("cache miss", { type: "CacheWarning", code: "C7", detail: "key=user:42" });
process.emitWarning("typed by ctor", function caller() {});
class QuotaError extends Error {
  name = "QuotaWarning";
}
process.emitWarning(new QuotaError("over quota"));
for (const bad of [
  () => process.emitWarning(42 as any),
  () => process.emitWarning("x", 42 as any),
  () => process.emitWarning("x", "T", 42 as any),
  () => process.emitWarning({ message: "not an error" } as any),
]) {
  try {
    bad();
  } catch (e) {
    const err = e as Error & { code: string };
    console.log(err.name, err.code, err.message);
  }
}

const old = deprecate((a: number, b: number) => a + b, "old() is going away", "DEP_OLD");
console.log(old(1, 2), old(3, 4));
console.log("sync done", process.emitWarning("last") === undefined);
queueMicrotask(() => console.log("microtask before the warnings"));
process.nextTick(() => console.log("tick queued after them"));
setTimeout(() => {
  console.log(seen.join(","), process.listenerCount("warning"));
  process.removeAllListeners("warning");
  process.emitWarning("nobody hears this");
  setTimeout(() => console.log("still", process.listenerCount("warning")), 0);
}, 0);
