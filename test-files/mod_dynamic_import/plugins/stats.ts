import { Counter } from "./util.ts";
export const counter = new Counter();
export function mean(xs: number[]) {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
