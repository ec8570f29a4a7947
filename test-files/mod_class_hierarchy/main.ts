// Classes across files: a base class in one module, subclasses in others,
// private fields and static members, virtual calls through the base.
import { Shape } from "./shape.js";
import { Circle } from "./circle.js";
import { Square, unitSquare } from "./square.js";

const shapes: Shape[] = [new Circle(1), new Square(2), unitSquare, new Circle(0.5)];
let total = 0;
for (const s of shapes) {
  total += s.area();
  console.log(s.describe(), s instanceof Shape, s instanceof Circle);
}
console.log(total.toFixed(3), Shape.count, Circle.made);
console.log(shapes[0]);
