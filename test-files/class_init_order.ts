// Class field initialisation order in hierarchies.
const log: string[] = [];
function note(s: string) {
  log.push(s);
  return s;
}
class A {
  a1 = note("A field a1");
  a2 = note("A field a2");
  constructor() {
    note("A constructor body, this.a2=" + this.a2 + " this.b1=" + (this as any).b1);
    note("A sees overridable " + this.kind());
  }
  kind() {
    return "A.kind";
  }
}
class B extends A {
  b1 = note("B field b1");
  constructor() {
    note("B constructor before super");
    super();
    note("B constructor after super, b1=" + this.b1);
  }
  kind() {
    return "B.kind (b1=" + this.b1 + ")";
  }
}
class C extends B {
  c1 = note("C field c1");
}
new C();
for (let i = 0; i < log.length; i++) console.log(i, log[i]);
class Dep {
  first = 1;
  second = this.first + 1;
  third = this.second * 10;
  later: any = this.afterDecl;
  afterDecl = "too late";
}
console.log(new Dep());
let n = 0;
class Fresh {
  id = ++n;
  arr: number[] = [];
}
const f1 = new Fresh();
const f2 = new Fresh();
f1.arr.push(1);
console.log(f1, f2);
class Overrides {
  v = "field";
  constructor() {
    this.v = "constructor";
  }
}
console.log(new Overrides());
class ParentField {
  x = "parent";
}
class ChildField extends ParentField {
  x = "child";
  y = this.x;
}
console.log(new ChildField());
