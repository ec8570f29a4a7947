// A tokenizer written as a generator over a string, feeding a recursive-descent evaluator.
type Token =
  | { kind: "num"; value: number; pos: number }
  | { kind: "ident"; name: string; pos: number }
  | { kind: "op"; op: string; pos: number }
  | { kind: "eof"; pos: number };

function* tokenize(src: string): Generator<Token, void, undefined> {
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === " " || ch === "\t") { i++; continue; }
    const start = i;
    if (/[0-9.]/.test(ch)) {
      while (i < src.length && /[0-9.]/.test(src[i])) i++;
      yield { kind: "num", value: parseFloat(src.slice(start, i)), pos: start };
    } else if (/[a-z_]/i.test(ch)) {
      while (i < src.length && /[a-z_0-9]/i.test(src[i])) i++;
      yield { kind: "ident", name: src.slice(start, i), pos: start };
    } else if (src.startsWith("**", i)) {
      i += 2;
      yield { kind: "op", op: "**", pos: start };
    } else if ("+-*/(),".includes(ch)) {
      i++;
      yield { kind: "op", op: ch, pos: start };
    } else {
      throw new SyntaxError(`unexpected '${ch}' at ${i}`);
    }
  }
  yield { kind: "eof", pos: i };
}

for (const t of tokenize("max(3, x1) ** 2.5")) console.log(JSON.stringify(t));
const lazy = tokenize("1 + 2 @");
console.log(lazy.next().value, lazy.next().value, lazy.next().value);
try {
  lazy.next();
} catch (e) {
  console.log("tokenizer failed lazily:", (e as Error).message, lazy.next());
}

const vars: Record<string, number> = { pi: 3, x: 4, y: 10 };
const fns: Record<string, (...a: number[]) => number> = { max: Math.max, min: Math.min, sq: (v) => v * v };

function evaluate(src: string): number {
  const tokens = tokenize(src);
  let cur = tokens.next().value as Token;
  const advance = () => { cur = tokens.next().value as Token; };
  const isOp = (op: string) => cur.kind === "op" && cur.op === op;
  function primary(): number {
    if (cur.kind === "num") { const v = cur.value; advance(); return v; }
    if (isOp("-")) { advance(); return -primary(); }
    if (isOp("(")) { advance(); const v = expr(); advance(); return v; }
    if (cur.kind === "ident") {
      const name = cur.name;
      advance();
      if (isOp("(")) {
        advance();
        const args: number[] = [];
        while (!isOp(")")) { args.push(expr()); if (isOp(",")) advance(); }
        advance();
        return fns[name](...args);
      }
      return vars[name];
    }
    throw new SyntaxError(`unexpected token at ${cur.pos}`);
  }
  function power(): number {
    const base = primary();
    if (isOp("**")) { advance(); return base ** power(); }
    return base;
  }
  function term(): number {
    let v = power();
    while (isOp("*") || isOp("/")) { const op = (cur as { op: string }).op; advance(); v = op === "*" ? v * power() : v / power(); }
    return v;
  }
  function expr(): number {
    let v = term();
    while (isOp("+") || isOp("-")) { const op = (cur as { op: string }).op; advance(); v = op === "+" ? v + term() : v - term(); }
    return v;
  }
  const result = expr();
  tokens.return();
  return result;
}

for (const src of ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "-x + y / 4", "max(1, sq(x), y) - min(pi, 2)", "10 / 4 - .5", "sq(sq(2))"]) {
  console.log(src.padEnd(30), "=", evaluate(src));
}
for (const bad of ["3 $ 4", "1 + )"]) {
  try {
    console.log(evaluate(bad));
  } catch (e) {
    console.log(JSON.stringify(bad), "->", (e as Error).name, (e as Error).message);
  }
}
const counts: Record<string, number> = {};
for (const t of tokenize("a + b * (c - 1) / 2 ** d")) counts[t.kind] = (counts[t.kind] ?? 0) + 1;
console.log(counts);
