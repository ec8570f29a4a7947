import Shape from "./shape.js";
export class Square extends Shape {
  constructor(private side: number) {
    super("square");
  }
  override area(): number {
    return this.side ** 2;
  }
}
