// Failed writes in strict mode: frozen, sealed, non-extensible, getters only.
function t(label: string, f: () => unknown): void {
  try {
    f();
    console.log(label, "no error");
  } catch (e) {
    console.log(label, (e as Error).name, "|", (e as Error).message);
  }
}
const frozen: any = Object.freeze({ x: 1, arr: [1] });
const sealed: any = Object.seal({ y: 2 });
const closed: any = Object.preventExtensions({ z: 3 });
const getterOnly: any = { get g() { return 1; } };
const frozenArr: any = Object.freeze([1, 2]);
t("write frozen", () => { frozen.x = 2; });
t("add to frozen", () => { frozen.nw = 2; });
t("delete frozen", () => { delete frozen.x; });
t("inner of frozen ok", () => { frozen.arr.push(2); return frozen.arr.length; });
t("write sealed ok", () => { sealed.y = 5; return sealed.y; });
t("add to sealed", () => { sealed.w = 1; });
t("delete sealed", () => { delete sealed.y; });
t("add non-extensible", () => { closed.q = 1; });
t("getter only", () => { getterOnly.g = 2; });
t("frozen array push", () => frozenArr.push(3));
t("frozen array index", () => { frozenArr[0] = 9; });
t("frozen array length", () => { frozenArr.length = 0; });
t("string index write", () => { const s: any = "abc"; s[0] = "x"; });
t("string prop write", () => { const s: any = "abc"; s.foo = 1; });
t("number prop write", () => { const n: any = 5; n.foo = 1; });
t("defineProperty redefine", () => { Object.defineProperty(frozen, "x", { value: 3 }); });
t("length of string", () => { const s: any = "abc"; s.length = 1; });
