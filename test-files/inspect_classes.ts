// Classes print as [class A] and [class B extends A].
class A {}
class B extends A {}
class C extends B {
  static s = 1;
}
console.log(A, B, C);
console.log([A, B]);
console.log({ A, B });
const Anon = class {};
const AnonExt = class extends A {};
console.log(Anon, AnonExt);
console.log(class {}, class extends B {});
console.log([class {}, class Named {}]);
function make() {
  return class extends A {};
}
console.log(make());
const mixin = (Base: any) => class extends Base {};
console.log(mixin(A), mixin(mixin(B)));
class WithStatics {
  static a = 1;
  static b = "two";
  static m() {}
}
console.log(WithStatics);
class ExtendsExpr extends (class Base {}) {}
console.log(ExtendsExpr);
const obj: any = { Cls: class {} };
console.log(obj);
class Deep {
  static inner = class Inner {};
  static nested = { cls: class Nested extends A {} };
}
console.log(Deep);
