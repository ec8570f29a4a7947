// Rethrow, nested try, a catch that throws, finally that throws.
function level(n: number): void {
  if (n == 0) throw new RangeError("bottom");
  level(n - 1);
}
try {
  try {
    level(4);
  } catch (e) {
    console.log("inner caught", (e as Error).name, (e as Error).message);
    throw e;
  }
} catch (e) {
  console.log("outer caught", e instanceof RangeError, e instanceof Error);
}
try {
  try {
    throw new Error("first");
  } catch (e) {
    throw new TypeError("from catch: " + (e as Error).message);
  } finally {
    console.log("finally still runs");
  }
} catch (e) {
  console.log(String(e));
}
try {
  try {
    throw new Error("original");
  } finally {
    throw new Error("replaced by finally");
  }
} catch (e) {
  console.log((e as Error).message);
}
const order: string[] = [];
function deep(n: number): void {
  try {
    order.push("enter " + n);
    if (n == 0) throw new Error("deep");
    deep(n - 1);
  } finally {
    order.push("leave " + n);
  }
}
try {
  deep(3);
} catch (e) {
  order.push("caught " + (e as Error).message);
}
console.log(order.join(", "));
let caught = 0;
for (let i = 0; i < 5; i++) {
  try {
    if (i % 2) throw i;
  } catch (e) {
    caught += e as number;
  }
}
console.log("caught sum", caught);
