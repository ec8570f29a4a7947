// Exceptions from class machinery: field initialisers, static blocks, accessors, super calls.
function t(label: string, f: () => unknown): void {
  try {
    const r = f();
    console.log(label, "ok", r);
  } catch (e) {
    console.log(label, "caught", e instanceof Error ? `${e.name}: ${e.message}` : e);
  }
}
function boom(what: string): never {
  throw new Error(what);
}
class FieldInit {
  a = 1;
  b = boom("field initialiser");
}
t("field init", () => new FieldInit());
t("static block", () => {
  class S {
    static {
      boom("static block");
    }
  }
  return S;
});
class Acc {
  #v = 0;
  get v(): number {
    if (this.#v > 1) boom("getter at " + this.#v);
    return this.#v;
  }
  set v(x: number) {
    if (x < 0) boom("negative " + x);
    this.#v = x;
  }
}
const acc = new Acc();
t("set ok", () => { acc.v = 2; return "set"; });
t("get throws", () => acc.v);
t("set throws", () => { acc.v = -5; });
class Parent {
  constructor(fail: boolean) {
    if (fail) boom("parent constructor");
  }
  method(): string {
    return boom("parent method");
  }
}
class Child extends Parent {
  constructor(fail: boolean) {
    super(fail);
  }
  method(): string {
    try {
      return super.method();
    } catch (e) {
      return "child recovered from " + (e as Error).message;
    }
  }
}
t("super ctor throws", () => new Child(true));
t("super method throws", () => new Child(false).method());
class NoSuper extends Parent {
  constructor() {
    try {
      (this as any).x = 1;
    } catch (e) {
      console.log("this before super:", (e as Error).message);
    }
    super(false);
  }
}
t("this before super", () => new NoSuper() instanceof NoSuper);
class Returns extends Parent {
  constructor() {
    super(false);
    return 5 as any;
  }
}
t("derived returns number", () => new Returns());
t("static method", () => {
  class M {
    static go(): never {
      return boom("static method");
    }
  }
  return M.go();
});
