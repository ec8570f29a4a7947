// Private names are not inherited: a static private field read or written
// through a subclass fails the brand check, as do static private methods and
// accessors; instance private methods and accessors work on subclass
// instances. Private methods are not writable, accessors need the part used.
function attempt(label: string, f: () => unknown) {
  try {
    console.log(label, f());
  } catch (e: any) {
    console.log(label, e.constructor.name + ":", e.message);
  }
}

class A {
  static #x = 1;
  static #count = 0;
  #y = 2;
  static get() {
    return this.#x;
  }
  static set(v: number) {
    this.#x = v;
  }
  static bump() {
    return ++this.#count;
  }
  static #sm() {
    return "static method";
  }
  static get #sg() {
    return "static getter";
  }
  static callSm() {
    return this.#sm();
  }
  static readSg() {
    return this.#sg;
  }
  static has(o: object) {
    return [#x in o, #sm in o, #sg in o, #y in o, #m in o, #g in o];
  }
  #m() {
    return "method " + this.#y;
  }
  get #g() {
    return "getter " + this.#y;
  }
  set #s(v: number) {
    this.#y = v;
  }
  callM() {
    return this.#m();
  }
  readG() {
    return this.#g;
  }
  writeS(v: number) {
    this.#s = v;
    return this.#y;
  }
  readY(o: any) {
    return o.#y;
  }
  writeM() {
    (this as any).#m = () => "replaced";
  }
  writeG() {
    (this as any).#g = 1;
  }
  readS() {
    return (this as any).#s;
  }
  static writeSm() {
    (A as any).#sm = 1;
  }
}
class B extends A {}
class C extends B {}

attempt("A.get", () => A.get());
attempt("B.get", () => B.get());
attempt("C.get", () => C.get());
attempt("B.set", () => B.set(5));
attempt("A.set", () => A.set(7));
attempt("A.get after set", () => A.get());
attempt("A.bump", () => A.bump());
attempt("B.bump", () => B.bump());
attempt("A.callSm", () => A.callSm());
attempt("B.callSm", () => B.callSm());
attempt("A.readSg", () => A.readSg());
attempt("C.readSg", () => C.readSg());
attempt("has A", () => A.has(A));
attempt("has B", () => B.has(B));
attempt("has new A", () => A.has(new A()));
attempt("has new C", () => A.has(new C()));
attempt("has {}", () => A.has({}));

const a = new A();
const c = new C();
attempt("a.callM", () => a.callM());
attempt("c.callM", () => c.callM());
attempt("c.readG", () => c.readG());
attempt("c.writeS", () => c.writeS(9));
attempt("c.callM after", () => c.callM());
attempt("readY a", () => a.readY(a));
attempt("readY c", () => a.readY(c));
attempt("readY inherits a", () => a.readY(Object.create(a)));
attempt("readY {}", () => a.readY({}));
attempt("readY 1", () => a.readY(1));
attempt("writeM", () => a.writeM());
attempt("callM after writeM", () => a.callM());
attempt("writeG", () => a.writeG());
attempt("readS", () => a.readS());
attempt("writeSm", () => A.writeSm());
attempt("callSm after writeSm", () => A.callSm());
