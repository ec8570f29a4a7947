import { type Node, parse } from "./parser.js";

// main imports parser.ts, which imports this module: this body runs
// first, when parser.ts's function declarations exist but its class does
// not yet.
console.log("evaluator.ts runs first; parse is a", typeof parse);

export const OPS: Record<string, [number, (a: number, b: number) => number]> = {
  "+": [1, (a, b) => a + b],
  "-": [1, (a, b) => a - b],
  "*": [2, (a, b) => a * b],
  "/": [2, (a, b) => a / b],
};

export function isOp(t: string): boolean {
  return t === "+" || t === "-" || t === "*" || t === "/";
}
export function precedence(op: string): number {
  return OPS[op][0];
}

export function evaluate(n: Node): number {
  if (n.kind === "num") return n.value;
  return OPS[n.op][1](evaluate(n.left), evaluate(n.right));
}
