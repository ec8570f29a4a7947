// A class hierarchy with polymorphic virtual calls, getters, super calls
// and static members, iterated over a mixed array.
class Shape {
  static count = 0;
  constructor(name) {
    this.name = name;
    Shape.count++;
  }
  area() {
    return 0;
  }
  perimeter() {
    return 0;
  }
  describe() {
    return this.name + ":" + this.area().toFixed(1);
  }
}
class Circle extends Shape {
  constructor(r) {
    super("circle");
    this.r = r;
  }
  area() {
    return Math.PI * this.r * this.r;
  }
  perimeter() {
    return 2 * Math.PI * this.r;
  }
}
class Rect extends Shape {
  constructor(w, h) {
    super("rect");
    this.w = w;
    this.h = h;
  }
  area() {
    return this.w * this.h;
  }
  perimeter() {
    return 2 * (this.w + this.h);
  }
  get diagonal() {
    return Math.sqrt(this.w * this.w + this.h * this.h);
  }
}
class Square extends Rect {
  constructor(s) {
    super(s, s);
    this.name = "square";
  }
  describe() {
    return "[" + super.describe() + "]";
  }
}
class Triangle extends Shape {
  constructor(a, b, c) {
    super("triangle");
    this.a = a;
    this.b = b;
    this.c = c;
  }
  perimeter() {
    return this.a + this.b + this.c;
  }
  area() {
    const s = this.perimeter() / 2;
    return Math.sqrt(Math.max(0, s * (s - this.a) * (s - this.b) * (s - this.c)));
  }
}

const shapes = [];
for (let i = 0; i < 20000; i++) {
  const k = i % 4;
  if (k === 0) shapes.push(new Circle(1 + (i % 10)));
  else if (k === 1) shapes.push(new Rect(1 + (i % 7), 2 + (i % 5)));
  else if (k === 2) shapes.push(new Square(1 + (i % 9)));
  else shapes.push(new Triangle(3 + (i % 4), 4 + (i % 3), 5 + (i % 2)));
}
let area = 0;
let perim = 0;
let diag = 0;
let text = 0;
for (let round = 0; round < 300; round++) {
  for (const s of shapes) {
    area += s.area();
    perim += s.perimeter();
    if (s instanceof Rect) diag += s.diagonal;
  }
}
for (const s of shapes) text += s.describe().length;
console.log(Shape.count, area.toFixed(2), perim.toFixed(2), diag.toFixed(2), text);
