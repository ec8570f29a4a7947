// Async methods in class hierarchies: super calls after await, static async factories, private async methods, fluent chaining.
abstract class Storage {
  protected data = new Map<string, string>();
  protected ops: string[] = [];
  async get(key: string): Promise<string | undefined> {
    this.ops.push(`get ${key}`);
    await null;
    return this.data.get(key);
  }
  async set(key: string, value: string): Promise<this> {
    this.ops.push(`set ${key}`);
    await null;
    this.data.set(key, value);
    return this;
  }
  abstract kind(): string;
  history(): string {
    return `${this.kind()}: ${this.ops.join(", ")}`;
  }
}
class MemoryStorage extends Storage {
  kind = () => "memory";
}
class CachedStorage extends Storage {
  private hits = 0;
  private cache = new Map<string, string | undefined>();
  kind = () => "cached";
  override async get(key: string): Promise<string | undefined> {
    if (this.cache.has(key)) {
      this.hits++;
      return this.cache.get(key);
    }
    await null;
    const v = await super.get(key);
    this.cache.set(key, v);
    return v;
  }
  override async set(key: string, value: string): Promise<this> {
    this.cache.delete(key);
    return super.set(key, value);
  }
  get hitCount(): number { return this.hits; }
  static async withData(entries: [string, string][]): Promise<CachedStorage> {
    const s = new CachedStorage();
    for (const [k, v] of entries) await s.set(k, v);
    return s;
  }
}
const mem = new MemoryStorage();
await (await (await mem.set("a", "1")).set("b", "2")).set("c", "3");
console.log("chained sets:", await mem.get("b"), await mem.get("zzz"));
console.log(mem.history());
const cached = await CachedStorage.withData([["x", "10"], ["y", "20"]]);
console.log("factory result is CachedStorage:", cached instanceof CachedStorage, cached instanceof Storage);
for (const k of ["x", "x", "y", "x", "nope", "nope"]) console.log(`get ${k}:`, await cached.get(k));
console.log("hits:", cached.hitCount);
await cached.set("x", "11");
console.log("after overwrite:", await cached.get("x"), "hits:", cached.hitCount);
console.log(cached.history());
class Uploader {
  #sent: string[] = [];
  async #send(chunk: string): Promise<number> {
    await null;
    this.#sent.push(chunk);
    return chunk.length;
  }
  async upload(text: string, size: number): Promise<number> {
    let total = 0;
    for (let i = 0; i < text.length; i += size) total += await this.#send(text.slice(i, i + size));
    return total;
  }
  get sent(): string[] { return this.#sent; }
}
const up = new Uploader();
console.log("uploaded bytes:", await up.upload("hello async world", 5));
console.log("chunks:", up.sent);
const methods = Object.getOwnPropertyNames(CachedStorage.prototype);
console.log("own prototype methods:", methods);
console.log("method inspected:", CachedStorage.prototype.get, CachedStorage.withData);
