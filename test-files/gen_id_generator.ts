// ID generators: sequential, prefixed, resettable via next(arg), per-type counters, and hex/base36 formats.
function* sequence(start = 1, step = 1): Generator<number, never, number | undefined> {
  let n = start;
  for (;;) {
    const reset = yield n;
    n = reset !== undefined ? reset : n + step;
  }
}

const ids = sequence();
console.log(ids.next().value, ids.next().value, ids.next().value);
console.log("reset to 100:", ids.next(100).value, ids.next().value, ids.next().value);

const byTens = sequence(10, 10);
console.log([byTens.next().value, byTens.next().value, byTens.next().value]);

function* prefixed(prefix: string, width = 4) {
  let n = 0;
  for (;;) yield `${prefix}-${String(++n).padStart(width, "0")}`;
}
const orderIds = prefixed("ORD");
const userIds = prefixed("USR", 2);
for (let i = 0; i < 3; i++) console.log(orderIds.next().value, userIds.next().value);

class Registry {
  private counters = new Map<string, Generator<string>>();
  private items: Array<{ id: string; kind: string; name: string }> = [];
  create(kind: string, name: string): string {
    let gen = this.counters.get(kind);
    if (!gen) {
      gen = prefixed(kind.slice(0, 3).toUpperCase(), 3);
      this.counters.set(kind, gen);
    }
    const id = gen.next().value as string;
    this.items.push({ id, kind, name });
    return id;
  }
  *byKind(kind: string) {
    for (const it of this.items) if (it.kind === kind) yield it;
  }
}
const reg = new Registry();
for (const [kind, name] of [["widget", "a"], ["gadget", "b"], ["widget", "c"], ["doohickey", "d"], ["gadget", "e"], ["widget", "f"]]) {
  console.log(kind.padEnd(10), name, "->", reg.create(kind, name));
}
console.log([...reg.byKind("widget")]);

function* hexIds(seed: number) {
  let x = seed >>> 0;
  for (;;) {
    // xorshift32 for deterministic pseudo-random ids
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    yield x.toString(16).padStart(8, "0");
  }
}
const hx = hexIds(2463534242);
console.log(Array.from({ length: 5 }, () => hx.next().value));

function* base36(start: number) {
  for (let n = start; ; n++) yield n.toString(36).toUpperCase();
}
const b36 = base36(35);
console.log(Array.from({ length: 4 }, () => b36.next().value).join(" "));

// unique ids across generators sharing one counter through a closure
function makeFactory() {
  let shared = 0;
  return function* (tag: string) { for (;;) yield `${tag}${shared++}`; };
}
const factory = makeFactory();
const ga = factory("a");
const gb = factory("b");
console.log(ga.next().value, gb.next().value, ga.next().value, ga.next().value, gb.next().value);
const seen = new Set<string>();
const ord2 = prefixed("X", 1);
for (let i = 0; i < 12; i++) seen.add(ord2.next().value as string);
console.log(seen.size, [...seen].slice(-3));
