import { results } from "./state.js";
console.log("async_util runs");
export function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
export async function fetchAll(keys: string[]) {
  const out: string[] = [];
  for (const k of keys) {
    await delay(1);
    results.push(k);
    out.push(k.toUpperCase());
  }
  return out;
}
