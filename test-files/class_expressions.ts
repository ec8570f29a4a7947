// Class expressions: anonymous, named, returned from functions, mixins.
const Anon = class {
  hi() {
    return "anon hi";
  }
};
const Named = class Inner {
  who() {
    return Inner.name;
  }
};
console.log(new Anon().hi(), Anon.name, new Named().who(), Named.name);
console.log(new Anon(), new Named());
function makeClass(greeting: string) {
  return class {
    greet(n: string) {
      return greeting + ", " + n;
    }
  };
}
const Hello = makeClass("hello");
const Hola = makeClass("hola");
console.log(new Hello().greet("a"), new Hola().greet("b"), Hello === Hola);
console.log("returned class name", bracketed(Hello.name));
function bracketed(s: string) {
  return "<" + s + ">";
}
console.log(new Hello());
const Timestamped = (Base: any) =>
  class extends Base {
    stamp = "stamped";
  };
const Tagged = (Base: any) =>
  class Tagged extends Base {
    tag = "tagged";
  };
class Plain {
  plain = true;
}
const Mixed = Tagged(Timestamped(Plain));
const m = new Mixed();
console.log(m, m instanceof Plain);
console.log(Mixed.name, Object.getPrototypeOf(Mixed).name === "", Object.getPrototypeOf(Object.getPrototypeOf(Mixed)) === Plain);
const classes: any[] = [class One {}, class {}];
console.log(classes, classes[1].name === "");
const obj: any = { Prop: class {} };
console.log(obj.Prop.name, obj);
console.log(new (class {
  x = 1;
})());
console.log(new (class Local { y = 2; })());
