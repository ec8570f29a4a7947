export function sum(xs: number[]) {
  return xs.reduce((a, b) => a + b, 0);
}
