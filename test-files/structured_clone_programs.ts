// An editor's undo history kept as structuredClone snapshots, a config
// merged over cloned defaults, and a cache that hands out copies.
function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof Map && b instanceof Map) {
    if (a.size !== b.size) return false;
    for (const [k, v] of a) if (!deepEqual(v, b.get(k))) return false;
    return true;
  }
  const ka = Object.keys(a), kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual(a[k], b[k]));
}

class History {
  constructor(initial) {
    this.past = [];
    this.present = structuredClone(initial);
    this.future = [];
  }
  apply(change) {
    this.past.push(structuredClone(this.present));
    change(this.present);
    this.future = [];
  }
  undo() {
    if (!this.past.length) return false;
    this.future.push(this.present);
    this.present = this.past.pop();
    return true;
  }
  redo() {
    if (!this.future.length) return false;
    this.past.push(this.present);
    this.present = this.future.pop();
    return true;
  }
}

const doc = {
  title: "Notes",
  updated: new Date(Date.UTC(2026, 0, 1)),
  blocks: [{ kind: "p", text: "hello" }],
  tags: new Set(["draft"]),
  meta: new Map([["words", 1]]),
};
const h = new History(doc);
h.apply((d) => d.blocks.push({ kind: "h1", text: "Title" }));
h.apply((d) => {
  d.tags.add("review");
  d.meta.set("words", 3);
  d.updated.setUTCDate(2);
});
h.apply((d) => (d.blocks[0].text = "hello, world"));
console.log(h.present);
h.undo();
h.undo();
console.log(h.present.blocks, [...h.present.tags], h.present.meta.get("words"), h.present.updated.toISOString());
h.redo();
console.log([...h.present.tags], h.present.updated.toISOString(), h.past.length, h.future.length);
console.log(deepEqual(doc, h.past[0]), deepEqual(h.present, h.past[0]), doc.blocks.length);

const defaults = { server: { port: 8080, hosts: ["localhost"] }, retries: 3, backoff: [100, 200, 400] };
function configure(overrides) {
  const config = structuredClone(defaults);
  for (const [k, v] of Object.entries(overrides)) {
    if (typeof v === "object" && v !== null && !Array.isArray(v)) Object.assign(config[k], v);
    else config[k] = v;
  }
  return config;
}
const a = configure({ server: { port: 9000 } });
const b = configure({ retries: 5, backoff: [50] });
a.server.hosts.push("example.com");
console.log(a, b, defaults.server.hosts);

const cache = new Map();
function lookup(key) {
  if (!cache.has(key)) cache.set(key, { key, hits: 0, computed: key.length * 7, at: new Date(0) });
  const entry = cache.get(key);
  entry.hits++;
  return structuredClone(entry);
}
const first = lookup("alpha");
first.computed = -1;
const second = lookup("alpha");
console.log(first, second, cache.get("alpha").hits);
