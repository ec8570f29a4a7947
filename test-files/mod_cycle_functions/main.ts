// Two modules that need each other, as an expression evaluator and its
// parser often do: hoisted functions work across the cycle before the
// other body has run; classes and constants are read once both have.
import { parse } from "./parser.js";
import { evaluate, OPS } from "./evaluator.js";

console.log("main runs; OPS:", Object.keys(OPS).join(" "));
for (const src of ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 1", "2 * (3 + (4 - 1)) / 3"]) {
  const tree = parse(src);
  console.log(src, "=", evaluate(tree));
}
try {
  parse("1 +");
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
