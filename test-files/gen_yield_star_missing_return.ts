// return() through yield* to a user iterator: with a return method (called, value used) and without one.
function iter(name: string, returnKind: "none" | "done" | "notDone" | "nonObject") {
  let i = 0;
  const it: any = {
    [Symbol.iterator]() { return this; },
    next() {
      i++;
      return { value: `${name}-${i}`, done: false };
    },
  };
  if (returnKind !== "none") {
    it.return = function (v?: unknown) {
      console.log(`  ${name}.return(${JSON.stringify(v)})`);
      if (returnKind === "done") return { value: `${name} accepted ${String(v)}`, done: true };
      if (returnKind === "notDone") return { value: `${name} refuses`, done: false };
      return 7;
    };
  }
  return it as Iterable<string>;
}

function* host(src: Iterable<string>) {
  try {
    yield "host start";
    yield* src;
  } finally {
    console.log("  host finally");
  }
}

for (const kind of ["none", "done", "notDone", "nonObject"] as const) {
  console.log(`--- ${kind}`);
  const g = host(iter(kind, kind));
  console.log(g.next());
  console.log(g.next());
  try {
    console.log(g.return("bye"));
  } catch (e) {
    console.log("caught", (e as Error).constructor.name + ":", (e as Error).message);
  }
  try {
    console.log(g.next());
  } catch (e) {
    console.log("caught on next", (e as Error).message);
  }
}

// return(v) where the inner has no return: done immediately with v
function* simple() {
  const r = yield* { [Symbol.iterator]() { return { next: () => ({ value: "s", done: false }) }; } };
  console.log("unreachable", r);
}
const s = simple();
console.log(s.next(), s.return(5), s.next());

// for...of break and destructuring also close through yield* into the user iterator
const closer = {
  [Symbol.iterator]() {
    let k = 0;
    return {
      next: () => ({ value: k++, done: false }),
      return: (v?: unknown) => {
        console.log("  closer.return called with", v);
        return { value: undefined, done: true };
      },
    };
  },
};
function* viaClose() { yield* closer; }
for (const x of viaClose()) {
  if (x === 2) break;
  console.log("loop", x);
}
const [p, q] = viaClose();
console.log("destructured", p, q);
