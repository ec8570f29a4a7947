// Classes across the CommonJS boundary: an ES module extends a class a
// CommonJS module exports, static members and instanceof work both ways,
// and a CommonJS module's closure state is shared.
import Base from "./base.cjs";
import { Registry, create } from "./registry.cjs";

class Derived extends Base {
  constructor(name: string) {
    super(name);
  }
  describe() {
    return `derived(${super.describe()})`;
  }
}

const d = new Derived("one");
console.log(d.describe(), d instanceof Base, Base.count, Base.name, Object.getPrototypeOf(Derived) === Base);
const r = new Registry();
r.add(d);
r.add(create("two"));
console.log(r.names(), r.size, Registry.VERSION, Base.count);
console.log(r.find("two") instanceof Base, r.find("two")?.describe(), r.find("nope"));
console.log(String(r), JSON.stringify(r));
