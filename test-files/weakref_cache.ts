// A cache of parsed documents keyed by name, holding its values weakly so
// that the documents the program still uses are found again and the
// others can go. Every document here stays in use (`open`), so the output
// does not depend on when the collector runs.

interface Doc {
  name: string;
  words: string[];
  size: number;
}

class WeakCache<V extends object> {
  private refs = new Map<string, WeakRef<V>>();
  private registry = new FinalizationRegistry<string>((key) => {
    const ref = this.refs.get(key);
    if (ref && ref.deref() === undefined) this.refs.delete(key);
  });
  hits = 0;
  misses = 0;

  get(key: string, make: (key: string) => V): V {
    const ref = this.refs.get(key);
    const found = ref?.deref();
    if (found !== undefined) {
      this.hits++;
      return found;
    }
    this.misses++;
    const value = make(key);
    this.refs.set(key, new WeakRef(value));
    this.registry.register(value, key, value);
    return value;
  }

  forget(key: string): boolean {
    const value = this.refs.get(key)?.deref();
    this.refs.delete(key);
    return value !== undefined && this.registry.unregister(value);
  }

  get size() {
    return this.refs.size;
  }
}

function parse(name: string): Doc {
  const words: string[] = [];
  let seed = 0;
  for (const ch of name) seed = (seed * 31 + ch.charCodeAt(0)) >>> 0;
  for (let i = 0; i < 50; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    words.push("w" + (seed % 97).toString(36));
  }
  return { name, words, size: words.join(" ").length };
}

const cache = new WeakCache<Doc>();
const open: Doc[] = [];
const names = ["readme", "license", "changelog", "notes", "todo"];
for (let round = 0; round < 4; round++) {
  for (const n of names) {
    const d = cache.get(n, parse);
    if (round === 0) open.push(d);
    // Lots of short-lived garbage between lookups.
    const junk = Array.from({ length: 200 }, (_, i) => ({ i, s: String(i) }));
    if (junk.length !== 200) throw new Error("junk");
  }
}
console.log("hits", cache.hits, "misses", cache.misses, "size", cache.size);
console.log(open.map((d) => `${d.name}:${d.size}`).join(" "));
console.log("same object", cache.get("notes", parse) === open[3]);
console.log("forget", cache.forget("todo"), cache.forget("todo"), cache.size);

// A fresh object behind a WeakRef is kept for the rest of the job that
// made it, however much is allocated meanwhile.
const fresh = new WeakRef({ label: "fresh", data: new Array(100).fill(7) });
let total = 0;
for (let i = 0; i < 20000; i++) total += [i, i + 1].length;
console.log("fresh after churn", fresh.deref()?.label, fresh.deref()?.data.length, total);

async function later() {
  await new Promise((r) => setTimeout(r, 5));
  const again = cache.get("readme", parse);
  console.log("later", again === open[0], cache.hits, cache.misses, cache.size);
  const refs = open.map((d) => new WeakRef(d));
  await null;
  console.log(refs.every((r, i) => r.deref() === open[i]));
}
later().then(() => console.log("done", open.length));
