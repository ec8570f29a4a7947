import { Shape } from "./shape.js";
export class Circle extends Shape {
  static made = 0;
  constructor(readonly r: number) {
    super("circle");
    Circle.made++;
  }
  area() {
    return Math.PI * this.r * this.r;
  }
}
