// try/catch/finally on every path, in node's order.
function f(n: number): number {
  if (n > 2) throw new Error("too big " + n);
  return n * 2;
}
try {
  console.log(f(1));
  console.log(f(5));
  console.log("not reached");
} catch (e) {
  console.log("caught", (e as Error).message);
}
function g(): string {
  try {
    return "try";
  } finally {
    console.log("finally after return");
  }
}
console.log(g());
function h(): string {
  try {
    throw 1;
  } catch (e) {
    return "catch " + e;
  } finally {
    console.log("finally after catch's return");
  }
}
console.log(h());
function k(): string {
  try {
    return "a";
  } finally {
    // eslint-disable-next-line no-unsafe-finally
    return "b";
  }
}
console.log(k());
function m(): string {
  try {
    throw new Error("lost");
  } finally {
    // The finally's return overrides the throw.
    return "overridden";
  }
}
console.log(m());
let x = 1;
function n(): number {
  try {
    return x;
  } finally {
    x = 99;
  }
}
console.log(n(), x);
try {
  throw "a string";
} catch (e) {
  console.log(typeof e, e);
}
try {
  throw { code: 42 };
} catch (e) {
  console.log(e);
}
try {
  throw undefined;
} catch (e) {
  console.log(e);
}
try {
  throw null;
} catch {
  console.log("caught without a binding");
}
