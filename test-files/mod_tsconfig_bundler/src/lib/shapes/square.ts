export function square(s: number) {
  return s * s;
}
