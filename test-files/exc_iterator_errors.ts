// Errors from iterators: next() throwing, bad results, return() during a throw.
function t(label: string, f: () => unknown): void {
  try {
    console.log(label, "ok", f());
  } catch (e) {
    console.log(label, "caught", e instanceof Error ? `${e.name}: ${e.message}` : e);
  }
}
const throwsInNext = {
  [Symbol.iterator]() {
    let n = 0;
    return {
      next() {
        if (n++ == 2) throw new Error("next failed at " + n);
        return { value: n, done: false };
      },
      return() {
        console.log("  return called (should not be)");
        return { done: true };
      },
    };
  },
};
t("for-of next throws", () => {
  const seen: number[] = [];
  for (const x of throwsInNext) seen.push(x as number);
  return seen;
});
t("spread next throws", () => [...(throwsInNext as any)]);
const badResult = { [Symbol.iterator]: () => ({ next: () => 5 }) };
t("result not an object", () => { for (const x of badResult as any) console.log(x); });
const noNext = { [Symbol.iterator]: () => ({}) };
t("no next method", () => { for (const x of noNext as any) console.log(x); });
const notObject = { [Symbol.iterator]: () => 42 };
t("iterator not an object", () => { for (const x of notObject as any) console.log(x); });
const closing = {
  [Symbol.iterator]() {
    return {
      next: () => ({ value: 1, done: false }),
      return() {
        console.log("  return called");
        throw new Error("return threw");
      },
    };
  },
};
t("body throws, return throws too", () => {
  for (const x of closing) throw new Error("body threw " + x);
});
t("break, return throws", () => {
  for (const x of closing) {
    if (x) break;
  }
});
const returnsPrimitive = {
  [Symbol.iterator]() {
    return { next: () => ({ value: 1, done: false }), return: () => 7 };
  },
};
t("return gives a primitive", () => {
  for (const x of returnsPrimitive as any) {
    if (x) break;
  }
});
t("destructuring closes", () => {
  const [first] = closing as any;
  return first;
});
