export function whoAmI(this: unknown): string {
  if (this === undefined) return "undefined";
  return Object.prototype.toString.call(this) + " with " + Object.keys(this as object).join(",");
}
export function total(this: { base?: number } | undefined, a: number, b: number): number {
  return (this?.base ?? 100) + a + b;
}
export default function (this: unknown): boolean {
  return this !== undefined && (this as { whoAmI?: unknown }).whoAmI === whoAmI;
}
export const arrow = () => typeof this;
