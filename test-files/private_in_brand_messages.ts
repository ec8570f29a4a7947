// `#x in v` with a primitive `v` throws; V8 names a private field or a
// static private member as written, and an instance private method or
// accessor by its class's brand (the class's name, `anonymous` for a
// class expression without one).
class Widget {
  #count = 0;
  #render(): string {
    return "w" + this.#count;
  }
  get #size(): number {
    return this.#count;
  }
  static #registry = new Set<string>();
  static #reset(): void {}
  static hasCount(o: unknown): boolean {
    return #count in (o as object);
  }
  static hasRender(o: unknown): boolean {
    return #render in (o as object);
  }
  static hasSize(o: unknown): boolean {
    return #size in (o as object);
  }
  static hasRegistry(o: unknown): boolean {
    return #registry in (o as object);
  }
  static hasReset(o: unknown): boolean {
    return #reset in (o as object);
  }
}
const Anon = class {
  #secret(): number {
    return 1;
  }
  static check(o: unknown): boolean {
    return #secret in (o as object);
  }
};
const checks: [string, (o: unknown) => boolean][] = [
  ["field", Widget.hasCount],
  ["method", Widget.hasRender],
  ["getter", Widget.hasSize],
  ["static field", Widget.hasRegistry],
  ["static method", Widget.hasReset],
  ["anonymous class method", Anon.check],
];
for (const [what, check] of checks) {
  console.log(what, check(new Widget()), check(Widget), check(new Anon()));
  for (const v of [undefined, null, 7, "str", true]) {
    try {
      check(v);
    } catch (e) {
      console.log(" ", (e as Error).constructor.name, (e as Error).message);
    }
  }
}
