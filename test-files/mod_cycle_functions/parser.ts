import { isOp, precedence } from "./evaluator.js";

console.log("parser.ts runs; isOp('+') =", isOp("+"));

export type Node = { kind: "num"; value: number } | { kind: "bin"; op: string; left: Node; right: Node };

export class ParseError extends Error {
  name = "ParseError";
}

export function parse(src: string): Node {
  const tokens = src.match(/\d+(\.\d+)?|[-+*/()]/g) ?? [];
  let i = 0;
  function primary(): Node {
    const t = tokens[i++];
    if (t === undefined) throw new ParseError(`unexpected end of ${JSON.stringify(src)}`);
    if (t === "(") {
      const e = expr(0);
      i++;
      return e;
    }
    return { kind: "num", value: Number(t) };
  }
  function expr(min: number): Node {
    let left = primary();
    while (i < tokens.length && isOp(tokens[i]) && precedence(tokens[i]) >= min) {
      const op = tokens[i++];
      const right = expr(precedence(op) + 1);
      left = { kind: "bin", op, left, right };
    }
    return left;
  }
  return expr(0);
}
