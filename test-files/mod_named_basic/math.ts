export function add(a: number, b: number): number {
  return a + b;
}
export const PI = Math.PI;
function greet(name: string) {
  return `hello, ${name}`;
}
export { greet };
export class Point {
  constructor(public x: number, public y: number) {}
  length() {
    return Math.hypot(this.x, this.y);
  }
}
export const origin = { x: 0, y: 0 };
console.log("math evaluated");
