// get/set accessors on classes (prototype and static).
class Temperature {
  private c = 0;
  get celsius() {
    return this.c;
  }
  set celsius(v: number) {
    this.c = v;
  }
  get fahrenheit() {
    return this.c * 1.8 + 32;
  }
  set fahrenheit(f: number) {
    this.c = (f - 32) / 1.8;
  }
  static get unit() {
    return "degrees";
  }
}
const t = new Temperature();
t.fahrenheit = 212;
console.log(t.celsius, t.fahrenheit);
t.celsius = 37;
console.log(t.celsius, t.fahrenheit);
console.log(Temperature.unit);
console.log("accessors live on prototype", t.hasOwnProperty("celsius"), "celsius" in t);
console.log("instance prints only own fields", t);
class ReadOnly {
  get value() {
    return 42;
  }
}
console.log(new ReadOnly().value, new ReadOnly());
class Lazy {
  #cache: any = undefined;
  computeCount = 0;
  get data() {
    if (this.#cache === undefined) {
      this.computeCount++;
      this.#cache = [1, 2, 3];
    }
    return this.#cache;
  }
}
const lz = new Lazy();
console.log(lz.data, lz.data, lz.computeCount);
class Base {
  get name() {
    return "base";
  }
}
class Derived extends Base {
  get name() {
    return "derived+" + super.name;
  }
}
console.log(new Derived().name);
class Validated {
  #n = 0;
  log: string[] = [];
  set n(v: number) {
    this.log.push(v < 0 ? "rejected " + v : "accepted " + v);
    if (v >= 0) this.#n = v;
  }
  get n() {
    return this.#n;
  }
}
const v = new Validated();
v.n = 5;
v.n = -1;
console.log(v.n, v.log);
const withOwnAccessor = new ReadOnly();
Object.defineProperty(withOwnAccessor, "own", { get: () => 1, enumerable: true });
console.log(withOwnAccessor);
