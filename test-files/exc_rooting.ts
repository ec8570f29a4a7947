// Attacks rooting across throws: every caught value is read back after
// allocation pressure, so a stale reference would show under the GC sweep.
function pressure(n: number): number {
  let keep: { i: number; s: string }[] = [];
  for (let i = 0; i < n; i++) {
    keep.push({ i, s: "item " + i });
    if (keep.length > 50) keep = [];
  }
  return keep.length;
}
function boxed(tag: string): { tag: string; parts: string[] } {
  return { tag, parts: [tag, tag + "!"] };
}
const results: string[] = [];
// 1. A same-level catch.
try {
  throw boxed("same level");
} catch (e) {
  pressure(200);
  results.push((e as any).tag + " " + (e as any).parts.join("/"));
}
// 2. A throw four frames down.
function d1(): void { d2(); }
function d2(): void { d3(); }
function d3(): void { d4(); }
function d4(): void { pressure(100); throw boxed("four down"); }
try {
  d1();
} catch (e) {
  pressure(200);
  results.push((e as any).tag);
}
// 3. A throw crossing Array.prototype.map.
const local = boxed("local survives");
try {
  [1, 2, 3].map((x) => {
    pressure(50);
    if (x == 2) throw boxed("from map " + x);
    return boxed("ok " + x);
  });
} catch (e) {
  pressure(200);
  results.push((e as any).tag + " / " + local.tag);
}
// 4. finally on the normal and the throwing path.
function withFinally(fail: boolean): string {
  const mine = boxed(fail ? "fail" : "pass");
  try {
    pressure(100);
    if (fail) throw boxed("thrown in try");
    return mine.tag;
  } finally {
    pressure(100);
    results.push("finally saw " + mine.tag);
  }
}
results.push(withFinally(false));
try {
  withFinally(true);
} catch (e) {
  results.push((e as any).tag);
}
// 5. Nested try with an inner rethrow.
try {
  try {
    throw boxed("inner");
  } catch (e) {
    pressure(100);
    (e as any).parts.push("touched");
    throw e;
  }
} catch (e) {
  pressure(100);
  results.push((e as any).parts.join("+"));
}
// 6. A catch that itself throws.
try {
  try {
    throw boxed("first");
  } catch (e) {
    throw boxed("second after " + (e as any).tag);
  }
} catch (e) {
  pressure(100);
  results.push((e as any).tag);
}
// 7. 25 levels of nesting: finally order and depth afterwards.
const order: number[] = [];
let depth = 0;
function nest(n: number): void {
  const here = boxed("level " + n);
  if (n == 25) throw boxed("bottom");
  try {
    depth++;
    nest(n + 1);
  } finally {
    pressure(10);
    order.push(n);
    depth--;
    if (here.tag != "level " + n) results.push("corrupted " + n);
  }
}
try {
  nest(0);
} catch (e) {
  results.push((e as any).tag + " depth " + depth + " order " + order.join(","));
}
// 8. A non-throwing control.
function control(): string {
  const v = boxed("control");
  try {
    pressure(100);
    return v.tag;
  } catch {
    return "unreachable";
  }
}
results.push(control());
pressure(500);
for (const r of results) console.log(r);
