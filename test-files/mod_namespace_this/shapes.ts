export class Square {
  constructor(private side: number) {}
  area(): number {
    return this.side * this.side;
  }
}
export function makeSquare(n: number): Square {
  return new Square(n);
}
export function describe(this: { kind?: string; Square?: unknown } | undefined): string {
  if (this?.Square === Square) return "called on the namespace";
  return `called on ${this?.kind ?? "nothing"}`;
}
