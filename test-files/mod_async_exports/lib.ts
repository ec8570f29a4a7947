console.log("lib body");
export async function fetchValue(n: number) {
  await null;
  return n * 10;
}
export function* range(n: number) {
  for (let i = 0; i < n; i++) yield i;
}
export async function* ticker(n: number) {
  for (let i = 1; i <= n; i++) {
    await new Promise((r) => setTimeout(r, 1));
    yield i;
  }
}
export const started = (async () => {
  await null;
  console.log("started resolves");
  return "started";
})();
export class Queue<T> {
  items: T[] = [];
  push(x: T) {
    this.items.push(x);
  }
  static async drain<T>(q: Queue<T>) {
    const out: T[] = [];
    while (q.items.length) {
      await null;
      out.push(q.items.shift()!);
    }
    return out;
  }
}
