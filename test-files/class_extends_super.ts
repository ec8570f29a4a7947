// extends, super(...) and super.method().
class Shape {
  name: string;
  constructor(name: string) {
    this.name = name;
  }
  area() {
    return 0;
  }
  describe() {
    return this.name + " with area " + this.area();
  }
  static create(name: string) {
    return new this(name);
  }
}
class Rect extends Shape {
  constructor(public w: number, public h: number) {
    super("rect");
  }
  area() {
    return this.w * this.h;
  }
}
class Square extends Rect {
  constructor(s: number) {
    super(s, s);
    this.name = "square";
  }
  describe() {
    return "[" + super.describe() + "]";
  }
}
const shapes = [new Shape("blob"), new Rect(2, 3), new Square(4)];
for (let i = 0; i < shapes.length; i++) console.log(shapes[i].describe());
console.log(shapes);
console.log("instanceof", shapes[2] instanceof Square, shapes[2] instanceof Rect, shapes[2] instanceof Shape, shapes[1] instanceof Square);
console.log("proto chain", Object.getPrototypeOf(Square) === Rect, Object.getPrototypeOf(Square.prototype) === Rect.prototype);
console.log("inherited static", (Square as any).create(5) instanceof Square);
class Animal {
  sound() {
    return "...";
  }
  speak() {
    return this.constructor.name + " says " + this.sound();
  }
}
class Cat extends Animal {
  sound() {
    return "meow";
  }
}
class Lion extends Cat {
  sound() {
    return super.sound().length > 0 ? "ROAR (not " + super.sound() + ")" : "";
  }
}
console.log(new Animal().speak(), "|", new Cat().speak(), "|", new Lion().speak());
class Default extends Shape {}
console.log("implicit constructor forwards args", new Default("dflt"), Default.length);
class Base2 {
  constructor(...args: any[]) {
    (this as any).args = args;
  }
}
class Derived2 extends Base2 {}
console.log(new Derived2(1, 2, 3));
class FieldsAfterSuper extends Shape {
  tag = "tag of " + this.name;
  constructor() {
    super("fas");
  }
}
console.log("field initialisers run right after super()", new FieldsAfterSuper());
