let made = 0;
export default class Shape {
  static created = 0;
  constructor(public readonly kind: string) {
    made++;
    Shape.created++;
  }
  area(): number {
    return 0;
  }
  describe(): string {
    return `${this.kind} of area ${this.area()}`;
  }
}
export function count(): number {
  return made;
}
