// Feeding generators to Map, Set, WeakMap, Object.fromEntries, and Map/Set iteration inside generators.
function* entries<K, V>(keys: K[], make: (k: K) => V): Generator<[K, V]> {
  for (const k of keys) yield [k, make(k)];
}

const lengths = new Map(entries(["apple", "fig", "banana"], (s) => s.length));
console.log(lengths, lengths.get("fig"), lengths.size);
for (const [k, v] of lengths) console.log(`  ${k} has ${v} letters`);

function* digitsOf(n: number) {
  for (const ch of String(n)) yield Number(ch);
}
const uniqueDigits = new Set(digitsOf(1122334455));
console.log(uniqueDigits, uniqueDigits.size);

console.log(Object.fromEntries(entries(["x", "y", "z"], (k) => k.toUpperCase())));

// duplicate keys: later wins in Map, order of first insertion kept
function* withDupes(): Generator<[string, number]> {
  yield ["a", 1];
  yield ["b", 2];
  yield ["a", 3];
}
console.log(new Map(withDupes()), Object.fromEntries(withDupes()));

// WeakMap from a generator of object keys
const keyA = { id: "A" };
const keyB = { id: "B" };
const wm = new WeakMap(entries([keyA, keyB], (k) => k.id.toLowerCase()));
console.log(wm.get(keyA), wm.get(keyB), wm.has({ id: "A" }));

// generators that walk maps and sets
function* invert<K, V>(m: Map<K, V>): Generator<[V, K]> {
  for (const [k, v] of m) yield [v, k];
}
console.log(new Map(invert(lengths)));

function* intersection<T>(a: Set<T>, b: Set<T>) {
  for (const x of a) if (b.has(x)) yield x;
}
function* union<T>(a: Set<T>, b: Set<T>) {
  yield* a;
  for (const x of b) if (!a.has(x)) yield x;
}
const s1 = new Set([1, 2, 3, 4]);
const s2 = new Set([3, 4, 5]);
console.log(new Set(intersection(s1, s2)), new Set(union(s1, s2)));

// grouping with a Map built from a generator pipeline
function* words(text: string) {
  for (const w of text.split(/\s+/)) if (w) yield w.toLowerCase();
}
const counts = new Map<string, number>();
for (const w of words("the cat and The dog and THE bird")) counts.set(w, (counts.get(w) ?? 0) + 1);
for (const [word, n] of counts) console.log(`  ${word}: ${"*".repeat(n)}`);
console.log(new Map([...counts].sort((p, q) => q[1] - p[1] || (p[0] < q[0] ? -1 : 1))));

// a Map mutated while a generator walks it sees the new entries
const live = new Map([["k1", 1]]);
function* walk() { for (const [k, v] of live) yield `${k}=${v}`; }
const w = walk();
console.log(w.next().value);
live.set("k2", 2);
live.delete("k1");
live.set("k3", 3);
console.log(w.next().value, w.next().value, w.next().done);

// Set iteration order with deletes and re-adds through a generator
const order = new Set(["a", "b", "c"]);
function* drain(s: Set<string>) {
  for (const x of s) {
    s.delete(x);
    if (x === "a") s.add("a2");
    yield x;
  }
}
console.log([...drain(order)], order.size);
const invalid = function* () { yield 1; };
try {
  new Map(invalid() as any);
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
