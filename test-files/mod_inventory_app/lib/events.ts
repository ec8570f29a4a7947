import type { Listener } from "./types.js";

class Hub {
  #listeners = new Map<string, Listener<any>[]>();
  #count = 0;
  on<T>(name: string, f: Listener<T>): void {
    const list = this.#listeners.get(name) ?? [];
    list.push(f);
    this.#listeners.set(name, list);
  }
  emit<T>(name: string, value: T): void {
    this.#count++;
    for (const f of this.#listeners.get(name) ?? []) f(value);
  }
  count(): number {
    return this.#count;
  }
}
export const hub = new Hub();
