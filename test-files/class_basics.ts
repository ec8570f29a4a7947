// Class declarations: constructor, methods, instances, prototypes.
class Point {
  x: number;
  y: number;
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }
  add(o: Point) {
    return new Point(this.x + o.x, this.y + o.y);
  }
  toText() {
    return "(" + this.x + ", " + this.y + ")";
  }
}
const p = new Point(1, 2);
const q = p.add(new Point(10, 20));
console.log(p.toText(), q.toText());
console.log(p, q);
console.log("typeof class", typeof Point, "typeof instance", typeof p);
console.log("methods on prototype", p.hasOwnProperty("add"), Point.prototype.hasOwnProperty("add"));
console.log("methods not enumerable", Object.keys(Point.prototype), Object.getOwnPropertyNames(Point.prototype));
console.log("constructor link", p.constructor === Point, Object.getPrototypeOf(p) === Point.prototype);
console.log("instanceof", p instanceof Point, {} instanceof Point);
class Empty {}
console.log(new Empty(), Object.keys(new Empty()));
class NoCtor {
  greet() {
    return "hi";
  }
}
console.log(new NoCtor().greet(), NoCtor.length, Point.length);
const shared = new Point(0, 0);
(Point.prototype as any).extra = function () {
  return "added later";
};
console.log("prototype patched later", (shared as any).extra());
class Chain {
  v = 0;
  inc() {
    this.v++;
    return this;
  }
}
console.log("chaining", new Chain().inc().inc().inc().v);
class ReturnsOther {
  constructor() {
    return { other: true } as any;
  }
}
console.log("constructor returning object", new ReturnsOther(), new ReturnsOther() instanceof ReturnsOther);
console.log(Point, Empty);
