// Constructors, classes, arrays and conversions: node's TypeError and RangeError texts.
function t(label: string, f: () => unknown): void {
  try {
    f();
    console.log(label, "no error");
  } catch (e) {
    console.log(label, (e as Error).name, "|", (e as Error).message);
  }
}
const arrow: any = () => 1;
const obj: any = { m() { return 1; } };
const num: any = 5;
class Point { x = 1; }
t("new arrow", () => new arrow());
t("new method", () => new obj.m());
t("new number", () => new num());
t("new undefined prop", () => new obj.nothing());
t("class call", () => (Point as any)());
t("class call via var", () => { const P: any = Point; P(); });
t("array length -1", () => new Array(-1));
t("array length 1.5", () => new Array(1.5));
t("set length", () => { const a: any[] = []; a.length = -1; });
t("keys of null", () => Object.keys(null as any));
t("entries of undefined", () => Object.entries(undefined as any));
t("symbol to string", () => "" + (Symbol("q") as any));
t("symbol to number", () => +(Symbol("q") as any));
t("create bad proto", () => Object.create(5 as any));
t("setPrototypeOf bad", () => Object.setPrototypeOf({}, 7 as any));
t("defineProperty non-object", () => Object.defineProperty(1 as any, "x", {}));
t("instanceof non-callable", () => ({}) instanceof (obj as any));
t("in on number", () => "x" in (num as any));
t("extends non-constructor", () => { class B extends (num as any) {} return B; });
t("super twice", () => { class A {} class B extends A { constructor() { super(); super(); } } new B(); });
t("this before super", () => { class A {} class B extends A { constructor() { (this as any).x = 1; super(); } } new B(); });
t("not iterable", () => { const [a] = num; return a; });
t("spread not iterable", () => [...num]);
t("private brand", () => { class C { #p = 1; static get(o: any) { return o.#p; } } return C.get({}); });
