// Throws crossing runtime trampolines reach the right handler.
function t(label: string, f: () => unknown): void {
  try {
    const r = f();
    console.log(label, "no error", r);
  } catch (e) {
    console.log(label, "caught", e instanceof Error ? (e as Error).message : e);
  }
}
const getter = { get x(): number { throw new Error("from getter"); } };
t("getter", () => getter.x);
const setter = { set x(v: number) { throw new Error("from setter " + v); } };
t("setter", () => { setter.x = 5; });
class Bad { constructor() { throw new Error("from constructor"); } }
t("constructor", () => new Bad());
class Base { constructor() { throw new Error("from base constructor"); } }
class Derived extends Base { constructor() { super(); console.log("not reached"); } }
t("super constructor", () => new Derived());
const valueOf = { valueOf(): number { throw new Error("from valueOf"); } };
t("valueOf in +", () => (valueOf as any) + 1);
t("valueOf in <", () => (valueOf as any) < 1);
t("valueOf in *", () => (valueOf as any) * 2);
const toStr = { toString(): string { throw new Error("from toString"); } };
t("toString in template", () => `${toStr}`);
t("toString in String()", () => String(toStr));
t("toString as key", () => ({} as any)[toStr as any]);
t("toString in concat", () => "a" + (toStr as any));
function thrower(this: unknown, a: number): never { throw new Error("via call " + a); }
t("call", () => thrower.call(null, 1));
t("apply", () => thrower.apply(null, [2]));
t("bind", () => thrower.bind(null, 3)());
const prim = { [Symbol.toPrimitive](): never { throw "primitive hint"; } };
t("toPrimitive", () => +(prim as any));
t("template expression", () => `a${(() => { throw "in template"; })()}b`);
t("defineProperty getter", () => {
  const o = {};
  Object.defineProperty(o, "p", { get() { throw new Error("defined getter"); } });
  return (o as any).p;
});
t("spread getter", () => ({ ...getter }));
t("Object.assign getter", () => Object.assign({}, getter));
t("Object.values getter", () => Object.values(getter));
t("loose equality valueOf", () => (valueOf as any) == 1);
t("after all", () => "fine");
