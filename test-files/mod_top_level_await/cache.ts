import { log } from "./log.js";
import { settings } from "./config.js";
const entries = new Map<string, number>();
for await (const k of (async function* () {
  yield "alpha";
  await null;
  yield "beta";
})()) {
  entries.set(k, k.length + settings.retries);
}
export function size(): number {
  return entries.size;
}
export const first = entries.get("alpha");
log(`cache: filled ${entries.size}`);
