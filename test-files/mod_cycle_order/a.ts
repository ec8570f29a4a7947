import { b, callA } from "./b.js";
export const K = 10;
console.log("a starts, b =", b);
export let a = "A";
export function fromA() {
  return "fromA sees " + a;
}
console.log(callA());
