import { Shape } from "./shape.js";
export class Square extends Shape {
  side;
  constructor(side) {
    super("square");
    this.side = side;
  }
  area() {
    return this.side * this.side;
  }
  describe() {
    return "[] " + super.describe();
  }
}
export const unitSquare = new Square(1);
