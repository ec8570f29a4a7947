import store from "./store.cjs";

export function addMany(items: string[]): void {
  for (const item of items) store.record(item);
}
console.log("batch.ts runs; store has", store.size());
