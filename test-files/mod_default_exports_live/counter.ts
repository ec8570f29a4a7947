let value = 1;
export function advance(): void {
  value *= 10;
}
export { value as default };
