import { a, fromA, K } from "./a.js";
console.log("b starts");
try {
  console.log(a);
} catch (e) {
  console.log((e as Error).name + ": " + (e as Error).message);
}
try {
  console.log(fromA());
} catch (e) {
  console.log((e as Error).name + ": " + (e as Error).message);
}
try {
  console.log(K);
} catch (e) {
  console.log((e as Error).message);
}
export const b = "B";
export function callA() {
  return fromA();
}
