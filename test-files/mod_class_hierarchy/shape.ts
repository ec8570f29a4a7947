export abstract class Shape {
  static count = 0;
  #id: number;
  constructor(public name: string) {
    this.#id = ++Shape.count;
  }
  abstract area(): number;
  describe() {
    return `#${this.#id} ${this.name} ${this.area().toFixed(2)}`;
  }
}
