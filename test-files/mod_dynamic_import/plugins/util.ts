// A lazy module's own import: evaluated before it, once.
console.log("util evaluating");
export function pad(s: string, n: number) {
  return s.length >= n ? s : s + " ".repeat(n - s.length);
}
export class Counter {
  #n = 0;
  next() {
    return ++this.#n;
  }
}
