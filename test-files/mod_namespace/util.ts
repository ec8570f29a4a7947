export function double(n: number) {
  return n * 2;
}
export const name = "util";
export default "util default";
export class Shape {
  static sides(n: number) {
    return `${n} sides`;
  }
}
