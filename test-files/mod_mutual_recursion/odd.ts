import { isEven } from "./even.js";
let count = 0;
export function isOdd(n: number): boolean {
  count++;
  return n === 0 ? false : isEven(n - 1);
}
export const calls = () => count;
console.log("odd.ts runs; isEven(4) =", isEven(4));
