// A small state module: mutable exports, a default export and a class.
export let count = 0;
export let last: string | undefined;
export const limit = 3;

export function add(label: string): boolean {
  if (count >= limit) return false;
  count++;
  last = label;
  return true;
}

export function reset() {
  count = 0;
  last = undefined;
}

export class Item {
  constructor(public label: string) {}
}

export default { kind: "store" };
