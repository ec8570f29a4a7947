// String methods look up Symbol.split/replace/match/matchAll/search on an
// object argument; a getter that allocates (and, under the GC sweep,
// collects) and returns undefined leaves the receiver string valid.
function churn(): void {
  const junk: unknown[] = [];
  for (let i = 0; i < 20; i++) junk.push({ i, s: "x" + i });
}
function arg(text: string, extra: Record<string, unknown> = {}): any {
  const o: any = { toString: () => text, ...extra };
  for (const k of ["split", "replace", "match", "matchAll", "search"] as const) {
    Object.defineProperty(o, (Symbol as any)[k], {
      get() {
        churn();
        return undefined;
      },
    });
  }
  return o;
}
for (let round = 0; round < 3; round++) {
  const s = ["ab", "cd", "ab", "ef"].join(String(round));
  console.log(s.split(arg(String(round))));
  console.log(s.replace(arg("b"), "B"), s.replaceAll(arg("b"), "B"));
  console.log(s.match(arg("c"))?.index, s.search(arg("e")));
  console.log([...s.matchAll(arg("a"))].map((m) => m.index));
}
// replaceAll and matchAll with a RegExp-like argument: Symbol.match is
// truthy and `flags` is read through a getter.
function regexpLike(flags: string): any {
  return {
    get [Symbol.match]() {
      churn();
      return true;
    },
    get flags() {
      churn();
      return flags;
    },
    [Symbol.replace]: (s: string, r: string) => `replaced ${s} with ${r}`,
    [Symbol.matchAll]: (s: string) => [`all of ${s}`][Symbol.iterator](),
    toString: () => "ab",
  };
}
const subject = ["x", "y", "z"].join("-");
console.log(subject.replaceAll(regexpLike("g"), "Q"));
console.log([...subject.matchAll(regexpLike("gi"))]);
try {
  subject.replaceAll(regexpLike("i"), "Q");
} catch (e) {
  console.log(String(e));
}
try {
  subject.matchAll(regexpLike("y"));
} catch (e) {
  console.log(String(e));
}
// toLocaleString's digit options are read first and converted later.
const digits = (n: number): any => ({
  valueOf() {
    churn();
    return n;
  },
});
for (let i = 0; i < 3; i++) {
  console.log(
    (1234.5678 + i).toLocaleString("en-US", {
      minimumFractionDigits: digits(1),
      maximumFractionDigits: digits(3 + i),
    }),
    (0.000123456 * (i + 1)).toLocaleString("en-US", {
      minimumSignificantDigits: digits(2),
      maximumSignificantDigits: digits(4),
    }),
  );
}
// console.dir reads `depth`, then `showHidden`, through getters.
const nested = { a: { b: { c: { d: ["deep", "er"].join(" ") } } } };
console.dir(nested, {
  get depth() {
    churn();
    return 0;
  },
  get showHidden() {
    churn();
    return false;
  },
});
