// TypeScript parameter properties.
class User {
  constructor(public name: string, private age: number, protected role: string = "user", readonly id: number = 0) {}
  info() {
    return this.name + " " + this.age + " " + this.role + " " + this.id;
  }
}
const u = new User("ann", 30);
console.log(u.info());
console.log(u);
console.log(Object.keys(u));
const admin = new User("bob", 40, "admin", 7);
console.log(admin);
class Mixed {
  extra = "field";
  seesA = "this.a during field init: " + this.a;
  constructor(public a: number, b: number, public c = b * 2) {
    console.log("in ctor body, this.a is", this.a, "this.extra is", this.extra);
  }
}
console.log(new Mixed(1, 5));
class Base {
  constructor(public base: string) {}
}
class Derived extends Base {
  constructor(public derived: string) {
    super("from derived");
  }
}
console.log(new Derived("d"));
class Order {
  first = "field initialiser";
  constructor(public second: string) {}
}
console.log("param property keys come before other fields", Object.keys(new Order("p")));
class Optional {
  constructor(public maybe?: string) {}
}
console.log(new Optional(), new Optional("yes"), Object.keys(new Optional()));
