import { sum } from "./sum.mjs";
console.log("stats.mjs runs");
let calls = 0;
export function mean(xs) {
  calls++;
  return sum(xs) / xs.length;
}
export const count = () => calls;
export class Stats {}
