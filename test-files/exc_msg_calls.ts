// "is not a function" for calls through spread, super, optional chains and indices.
function t(label: string, f: () => unknown): void {
  try {
    f();
    console.log(label, "no error");
  } catch (e) {
    console.log(label, (e as Error).name, "|", (e as Error).message);
  }
}
const o: any = { list: [1, 2], inner: { fn: 5 }, get g() { return 7; } };
const args = [1, 2, 3];
t("spread args", () => o.missing(...args));
t("index call", () => o.list[1]());
t("getter result", () => o.g());
t("deep optional", () => o.inner?.fn());
t("optional member then call", () => o.nope?.x.y());
t("call call", () => o.inner.fn()());
class Base {
  hello(): string {
    return "hi";
  }
}
class Sub extends Base {
  broken(): unknown {
    return (super.constructor as any).prototype.nothing();
  }
  viaSuper(): unknown {
    return (super["nope" as keyof Base] as any)();
  }
}
t("super method missing", () => new Sub().viaSuper());
t("through prototype", () => new Sub().broken());
t("new on instance", () => new (new Sub() as any)());
t("new on string", () => new ("abc" as any)());
t("call symbol", () => (Symbol("s") as any)());
t("call array", () => (args as any)());
t("call boolean", () => (true as any)());
t("call null member", () => (o.inner as any).fn.call());
