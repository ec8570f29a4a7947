// Completion order across 25 nested try/finally blocks, and state after.
const order: number[] = [];
let depth = 0;
function nest(n: number): void {
  if (n == 25) {
    throw new Error("bottom at " + depth);
  }
  try {
    depth++;
    nest(n + 1);
  } finally {
    order.push(n);
    depth--;
  }
}
try {
  nest(0);
} catch (e) {
  console.log((e as Error).message);
}
console.log(order.join(" "));
console.log("depth back to", depth);
function inlineNest(): string[] {
  const out: string[] = [];
  try {
    try {
      try {
        try {
          throw "x";
        } finally {
          out.push("f4");
        }
      } catch (e) {
        out.push("c3 " + e);
        throw "y";
      } finally {
        out.push("f3");
      }
    } finally {
      out.push("f2");
    }
  } catch (e) {
    out.push("c1 " + e);
  } finally {
    out.push("f1");
  }
  return out;
}
console.log(inlineNest().join(", "));
function returnsThrough(): number {
  let n = 0;
  for (let i = 0; i < 3; i++) {
    try {
      try {
        if (i == 2) return n * 100;
        n += 1;
      } finally {
        n += 10;
      }
    } finally {
      n += 1000;
    }
  }
  return -1;
}
console.log(returnsThrough());
