// A class's own name inside its body is an immutable binding, separate from
// a class declaration's outer (mutable) binding; it is initialised once the
// methods are defined, before the static fields and blocks run.
class C {
  static who() { return typeof C; }
  static make() { return new C(); }
  isC() { return this instanceof C; }
}
const keep = C;
(C as any) = 5;
console.log("outer reassigned:", typeof C, keep.who(), keep.make().isC());

class D {
  static m() {
    try {
      (D as any) = 1;
    } catch (e: any) {
      console.log(e.name, e.message);
    }
    return typeof D;
  }
  static inc() {
    try {
      (D as any)++;
    } catch (e: any) {
      console.log("++:", e.message);
    }
  }
  static arrow() {
    const set = () => { (D as any) = 2; };
    try { set(); } catch (e: any) { console.log("arrow:", e.message); }
  }
}
console.log(D.m());
D.inc();
D.arrow();
console.log("outer still", typeof D);

// Class expressions: the name is only visible inside, and immutable.
const X = class Inner {
  static who() { return typeof Inner; }
  static set() {
    try {
      (Inner as any) = 1;
    } catch (e: any) {
      console.log("expression:", e.message);
    }
  }
  static same() { return Inner === X; }
};
X.set();
console.log(X.who(), X.same(), typeof (globalThis as any).Inner);

// Static fields and blocks see the inner binding.
class S {
  static self = S;
  static name2 = S.name;
  static {
    console.log("static block sees", typeof S, S === S.self);
  }
}
console.log(S.self === S, S.name2);

// The outer binding stays in its TDZ until the class is defined.
function outerTdz() {
  function readOuter() { return typeof T; }
  class T {
    static x = readOuter();
  }
  return T.x;
}
try {
  console.log("not reached", outerTdz());
} catch (e: any) {
  console.log("outer TDZ:", e.name, e.message);
}

// A computed key runs before the inner binding is initialised.
try {
  class K {
    [(K as any).name]() {}
  }
  console.log("not reached", K);
} catch (e: any) {
  console.log("computed key:", e.name, e.message);
}
try {
  const E = class N {
    static [typeof N]() {}
  };
  console.log("not reached", E);
} catch (e: any) {
  console.log("expression computed key:", e.name, e.message);
}

// The heritage is evaluated with the name in its TDZ.
try {
  class H extends (H as any) {}
  console.log("not reached", H);
} catch (e: any) {
  console.log("heritage:", e.name, e.message);
}

// Inside a function, and in a derived class.
function local() {
  class L {
    static get() { return L; }
  }
  const k = L;
  (L as any) = 0;
  return [k.get() === k, L];
}
console.log("local", local());

class Base {
  static kind() { return "base"; }
}
class Derived extends Base {
  constructor() {
    super();
    console.log("constructor sees", typeof Derived, Derived.kind());
  }
  static kind() { return "derived"; }
}
const DerivedKept = Derived;
(Derived as any) = null;
new DerivedKept();

// A nested class of the same name has its own binding.
class Outer {
  static inner() {
    class Outer {
      static tag = "nested";
    }
    return Outer.tag;
  }
  static tag = "outer";
}
console.log(Outer.inner(), Outer.tag);
