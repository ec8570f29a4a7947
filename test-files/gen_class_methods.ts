// Generator methods on classes: instance *items(), static generators, private state, inheritance.
class Inventory {
  private entries: Array<[string, number]> = [];

  add(name: string, qty: number): this {
    this.entries.push([name, qty]);
    return this;
  }

  *items(): Generator<string> {
    for (const [name] of this.entries) yield name;
  }

  *inStock(min = 1) {
    for (const [name, qty] of this.entries) {
      if (qty >= min) yield `${name} x${qty}`;
    }
  }

  static *sample(): Generator<Inventory> {
    yield new Inventory().add("apple", 3);
    yield new Inventory().add("pear", 0).add("plum", 7);
  }

  static *numbers(from: number, to: number) {
    for (let i = from; i <= to; i++) yield i;
  }
}

const inv = new Inventory().add("bolt", 10).add("nut", 0).add("washer", 4);
console.log([...inv.items()]);
console.log([...inv.inStock()]);
console.log([...inv.inStock(5)]);
for (const sample of Inventory.sample()) {
  console.log("sample:", [...sample.items()], [...sample.inStock()]);
}
console.log([...Inventory.numbers(3, 7)]);

class Base {
  constructor(protected label: string) {}
  *describe() {
    yield `base ${this.label}`;
    yield "base end";
  }
}
class Derived extends Base {
  *describe() {
    yield `derived ${this.label}`;
    yield* super.describe();
    yield "derived end";
  }
}
for (const line of new Derived("d1").describe()) console.log(line);
for (const line of new Base("b1").describe()) console.log(line);

// the method is on the prototype, and calling it unbound loses `this`
console.log(typeof Inventory.prototype.items, Object.getOwnPropertyNames(Inventory.prototype));
console.log(Object.getOwnPropertyNames(Inventory).filter((n) => n !== "length" && n !== "name" && n !== "prototype"));
const unbound = inv.items;
const ug = unbound.call(inv);
console.log(ug.next(), ug.next());
const detached = inv.items;
try {
  detached().next();
} catch (e) {
  console.log((e as Error).constructor.name, "from unbound generator method");
}

// class with a private field read lazily across yields
class Counter {
  #count = 0;
  *ticks(n: number) {
    for (let i = 0; i < n; i++) yield ++this.#count;
  }
  get count() { return this.#count; }
}
const c = new Counter();
const t = c.ticks(3);
console.log(c.count, t.next().value, c.count, t.next().value, t.next().value, c.count, t.next().done);

// a generator method with a default parameter that reads `this`
class Paginator {
  constructor(private items: string[], private pageSize = 2) {}
  *pages(size: number = this.pageSize): Generator<string[]> {
    for (let i = 0; i < this.items.length; i += size) yield this.items.slice(i, i + size);
  }
}
const pg = new Paginator(["a", "b", "c", "d", "e"]);
for (const page of pg.pages()) console.log("page", page);
for (const page of pg.pages(4)) console.log("big page", page);
