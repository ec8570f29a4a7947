// Deep recursion throws a catchable RangeError, and the program goes on.
function down(n: number): number {
  return down(n + 1) + 1;
}
function tryDeep(label: string, f: () => unknown): void {
  try {
    f();
    console.log(label, "returned");
  } catch (e) {
    console.log(label, String(e), e instanceof RangeError);
  }
}
tryDeep("plain recursion", () => down(0));
tryDeep("again", () => down(0));
function ping(n: number): number {
  return pong(n + 1);
}
function pong(n: number): number {
  return ping(n + 1);
}
tryDeep("mutual", () => ping(0));
class Tree {
  depth(): number {
    return this.depth() + 1;
  }
}
tryDeep("method", () => new Tree().depth());
const o = {
  get loop(): number {
    return (o as any).loop;
  },
};
tryDeep("getter", () => o.loop);
const s: any = {
  toString(): string {
    return "" + s;
  },
};
tryDeep("toString", () => String(s));
let depth = 0;
function measure(): void {
  depth++;
  measure();
}
try {
  measure();
} catch (e) {
  console.log("depth over 1000:", depth > 1000);
}
function withFinally(n: number): number {
  try {
    return withFinally(n + 1);
  } finally {
    depth = -1;
  }
}
tryDeep("with finally", () => withFinally(0));
console.log(depth);
let deep = 0;
function recurse(n: number): number {
  return n == 0 ? 0 : 1 + recurse(n - 1);
}
deep = recurse(5000);
console.log("5000 levels fine:", deep);
