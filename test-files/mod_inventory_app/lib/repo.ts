export class Repository<K, V> {
  protected items = new Map<K, V>();
  constructor(private readonly keyOf: (v: V) => K) {}
  put(v: V): void {
    this.items.set(this.keyOf(v), v);
  }
  get(k: K): V | undefined {
    return this.items.get(k);
  }
  all(): V[] {
    return [...this.items.values()];
  }
}
