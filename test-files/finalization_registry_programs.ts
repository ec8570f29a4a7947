// FinalizationRegistry as programs use it: tracking resources that must be
// released, with tokens to unregister them when they are closed by hand.
// Every registered target stays reachable until the end, so no callback
// is expected, and none may run, however often the collector does.

let finalized: string[] = [];
const registry = new FinalizationRegistry<string>((held) => {
  finalized.push(held);
});

class Handle {
  static next = 1;
  readonly id: number;
  closed = false;
  constructor(readonly path: string) {
    this.id = Handle.next++;
    registry.register(this, `handle ${this.id} (${path})`, this);
  }
  close(): boolean {
    if (this.closed) return false;
    this.closed = true;
    return registry.unregister(this);
  }
}

const handles = ["a.txt", "b.txt", "c.txt", "d.txt"].map((p) => new Handle(p));
console.log(handles.map((h) => h.id).join(","));
console.log(handles[1].close(), handles[1].close(), handles[3].close());

// One token for a group of registrations.
const group = { name: "group" };
const members = Array.from({ length: 5 }, (_, i) => ({ member: i }));
for (const m of members) registry.register(m, `member ${m.member}`, group);
console.log("unregister group", registry.unregister(group), registry.unregister(group));

// The same target registered twice, once with a token and once without.
const twice = { twice: true };
registry.register(twice, "first");
registry.register(twice, "second", twice);
console.log("unregister twice", registry.unregister(twice));

// Symbols that are not registered can be targets and tokens.
const sym = Symbol("resource");
registry.register(sym, "a symbol", sym);
console.log("symbol", registry.unregister(sym));

// Held values of every kind, including objects and undefined.
const heldValues: unknown[] = [0, "text", null, undefined, { deep: [1, 2] }, 10n, Symbol.for("s")];
const targets = heldValues.map(() => ({}));
targets.forEach((t, i) => registry.register(t, heldValues[i] as string));

// Errors are TypeErrors with node's messages.
const attempts: Array<[string, () => unknown]> = [
  ["primitive target", () => registry.register(1 as unknown as object, "x")],
  ["registered symbol", () => registry.register(Symbol.for("k") as unknown as object, "x")],
  ["same target and held", () => registry.register(group, group as unknown as string)],
  ["bad token", () => registry.register({}, "x", "token" as unknown as object)],
  ["bad unregister", () => registry.unregister(42 as unknown as object)],
  ["not callable", () => new FinalizationRegistry("nope" as unknown as () => void)],
];
for (const [what, f] of attempts) {
  try {
    f();
    console.log(what, "no error");
  } catch (e) {
    console.log(what, e instanceof TypeError, (e as Error).message);
  }
}

// Work that allocates a lot, across several jobs.
function busy(n: number): number {
  let acc = 0;
  for (let i = 0; i < n; i++) {
    const o = { i, sq: i * i, s: "#" + i };
    acc += o.sq % 7 + o.s.length;
  }
  return acc;
}
console.log("busy", busy(30000));
setTimeout(() => {
  console.log("busy later", busy(30000));
  Promise.resolve().then(() => {
    console.log("finalized", finalized.length, finalized);
    console.log(handles.length, members.length, targets.length, twice.twice, group.name);
  });
}, 2);
