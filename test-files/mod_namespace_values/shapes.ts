export const circle = (r: number) => Math.PI * r * r;
export const square = (s: number) => s * s;
export function describe(name: string) {
  return `shape ${name}`;
}
