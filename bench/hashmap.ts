// A hand-written hash map with string keys and array buckets, as in a
// textbook: a class, a string hash with charCodeAt, resizing.
class HashMap {
  constructor() {
    this.buckets = new Array(16);
    this.size = 0;
  }
  hash(key) {
    let h = 0;
    for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
    return h >>> 0;
  }
  set(key, value) {
    const idx = this.hash(key) % this.buckets.length;
    let bucket = this.buckets[idx];
    if (!bucket) {
      bucket = [];
      this.buckets[idx] = bucket;
    }
    for (let i = 0; i < bucket.length; i++) {
      if (bucket[i][0] === key) {
        bucket[i][1] = value;
        return;
      }
    }
    bucket.push([key, value]);
    this.size++;
    if (this.size > this.buckets.length * 0.75) this.resize();
  }
  get(key) {
    const bucket = this.buckets[this.hash(key) % this.buckets.length];
    if (!bucket) return undefined;
    for (let i = 0; i < bucket.length; i++) if (bucket[i][0] === key) return bucket[i][1];
    return undefined;
  }
  resize() {
    const old = this.buckets;
    this.buckets = new Array(old.length * 2);
    this.size = 0;
    for (const bucket of old) if (bucket) for (const [k, v] of bucket) this.set(k, v);
  }
}

const map = new HashMap();
const words = [];
for (let i = 0; i < 60000; i++) words.push("key" + ((i * 7919) % 40000) + "_" + (i % 13));
for (let round = 0; round < 3; round++) {
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const prev = map.get(w);
    map.set(w, prev === undefined ? 1 : prev + 1);
  }
}
let total = 0;
let hits = 0;
for (let i = 0; i < 100000; i++) {
  const v = map.get("key" + i + "_" + (i % 13));
  if (v !== undefined) {
    hits++;
    total += v;
  }
}
console.log(map.size, hits, total);
