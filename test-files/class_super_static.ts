// super property access in static methods, static inheritance.
class A {
  static id = "A";
  static who() {
    return "A.who sees this.id=" + this.id;
  }
  static make() {
    return "made by " + this.name;
  }
}
class B extends A {
  static id = "B";
  static who() {
    return "B.who -> " + super.who();
  }
  static parentId() {
    return super.id;
  }
}
class C extends B {
  static who() {
    return "C.who -> " + super.who();
  }
}
console.log(A.who());
console.log(B.who());
console.log(C.who());
console.log(B.parentId(), (C as any).parentId());
console.log(A.make(), B.make(), C.make());
console.log("static inheritance is prototype chain", Object.getPrototypeOf(C) === B, C.id, C.hasOwnProperty("id"));
class Counter {
  static n = 0;
  static bump() {
    return ++this.n;
  }
}
class SubCounter extends Counter {}
Counter.bump();
console.log("reads through chain", SubCounter.n);
SubCounter.bump();
console.log("write creates own static", Counter.n, SubCounter.n, SubCounter.hasOwnProperty("n"));
console.log(Counter, SubCounter);
class WithStaticField extends A {
  static inherited = super.make();
}
console.log("super in static field initialiser", WithStaticField.inherited);
