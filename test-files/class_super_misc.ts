// super inside arrows, object-literal methods, and super property lookups.
class Animal {
  sound() {
    return "...";
  }
  get kind() {
    return "animal";
  }
}
class ArrowSuper extends Animal {
  sound() {
    const f = () => super.sound() + "!";
    return f();
  }
  get kind() {
    const g = () => "arrow sees " + super.kind;
    return g();
  }
}
console.log("super inside arrow", new ArrowSuper().sound(), new ArrowSuper().kind);
const objWithSuper = {
  __proto__: { greet() { return "proto greet"; } },
  greet() {
    return "own + " + super.greet();
  },
};
console.log("super in object literal method", objWithSuper.greet());
const base: any = {
  hello() {
    return "base hello to " + this.name;
  },
};
const derived: any = {
  name: "derived",
  hello() {
    return "derived -> " + super.hello();
  },
};
Object.setPrototypeOf(derived, base);
console.log("super uses receiver this", derived.hello());
class Counter {
  count = 0;
  inc() {
    this.count++;
    return this.count;
  }
}
class DoubleCounter extends Counter {
  inc() {
    super.inc();
    return super.inc();
  }
}
const dc = new DoubleCounter();
dc.inc();
console.log("super method mutates this", dc.inc(), dc);
class MissingSuperProp extends Animal {
  probe() {
    return (super.constructor === Animal) + " " + typeof super["noth" + "ing"];
  }
}
console.log("super property lookups", new MissingSuperProp().probe());
const borrowed = new ArrowSuper().sound;
console.log("super is bound to the home object, not the receiver", borrowed.call({}));
