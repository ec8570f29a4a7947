// Reading and writing properties of undefined and null.
function t(label: string, f: () => unknown): void {
  try {
    f();
    console.log(label, "no error");
  } catch (e) {
    console.log(label, (e as Error).name, "|", (e as Error).message);
  }
}
let u: any;
const n: any = null;
const o: any = { a: undefined, b: null };
const sym = Symbol("s");
t("read undefined", () => u.x);
t("read null", () => n.y);
t("read nested", () => o.a.deep);
t("read nested null", () => o.b.deep);
t("read computed", () => u["key"]);
t("read number key", () => u[3]);
t("read symbol key", () => u[sym]);
t("set undefined", () => { u.x = 1; });
t("set null", () => { n.y = 2; });
t("set computed", () => { n["k" + 1] = 2; });
t("set nested", () => { o.a.z = 3; });
t("compound", () => { u.c += 1; });
t("increment", () => { n.i++; });
t("optional read ok", () => u?.x);
t("optional chain deep", () => o.a?.b.c);
t("method on undefined", () => u.f());
t("delete on undefined", () => { delete u.x; });
t("in on undefined", () => "x" in u);
t("destructure undefined", () => { const { x } = u; return x; });
t("destructure null", () => { const { y } = n; return y; });
t("destructure param", () => ((({ z }: any) => z) as any)(null));
t("array destructure undefined", () => { const [a] = u; return a; });
