// "... is not a function", with the callee's source text as node builds it.
function t(label: string, f: () => unknown): void {
  try {
    f();
    console.log(label, "no error");
  } catch (e) {
    console.log(label, (e as Error).name, "|", (e as Error).message);
  }
}
const o: any = { a: { b: {} }, n: 5, s: "str", arr: [1, 2] };
let u: any;
const five: any = 5;
t("undefined var", () => u());
t("number var", () => five());
t("method", () => o.method());
t("nested", () => o.a.b.c());
t("computed", () => o["comp" + "uted"]());
t("computed literal", () => o["lit"]());
t("number prop", () => o.n());
t("string prop", () => o.s());
t("array elem", () => o.arr[0]());
t("call result", () => (() => 1 as any)()());
t("on number", () => five.toFixed2());
t("optional then call", () => o?.missing());
t("paren", () => (o.a).zzz());
t("null var", () => { const z: any = null; z(); });
t("object", () => { const q: any = {}; q(); });
t("string", () => { const q: any = "abc"; q(); });
t("this method", () => { const obj: any = { go() { return this.nope(); } }; obj.go(); });
t("optional call ok", () => o.missing?.());
t("call on class instance", () => { class A {} const a: any = new A(); a.run(); });
