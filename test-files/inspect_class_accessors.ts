// Accessors on classes are on the prototype and not printed; own accessors are.
class Temp {
  #c = 20;
  unit = "C";
  get celsius() {
    return this.#c;
  }
  set celsius(v: number) {
    this.#c = v;
  }
  get readOnly() {
    return 1;
  }
  static get staticGetter() {
    return "s";
  }
}
const t = new Temp();
console.log(t);
console.log([t], { t });
console.log(Temp);
class OwnAccessors {
  constructor() {
    Object.defineProperty(this, "own", {
      get() {
        return 1;
      },
      enumerable: true,
    });
    Object.defineProperty(this, "both", {
      get() {
        return 2;
      },
      set(v) {},
      enumerable: true,
    });
    Object.defineProperty(this, "writeOnly", { set(v) {}, enumerable: true });
    Object.defineProperty(this, "hiddenAcc", { get: () => 3, enumerable: false });
  }
}
console.log(new OwnAccessors());
class PrivateOnly {
  #a = 1;
  #b = 2;
  #m() {}
}
console.log(new PrivateOnly());
class StaticAcc {
  static #v = 1;
  static get v() {
    return StaticAcc.#v;
  }
  static plain = "p";
}
console.log(StaticAcc);
class ArrowMethods {
  handler = () => {};
  named = function named() {};
  method() {}
}
console.log(new ArrowMethods());
