// Plain JavaScript: no types.
export function clamp(x, lo, hi) {
  return Math.min(hi, Math.max(lo, x));
}
export const sum = (xs) => xs.reduce((a, b) => a + b, 0);
