import greet from "./b.js";
import * as b from "./b.js";
export const fromA = "a";
try {
  console.log(greet("a"));
} catch (e) {
  console.log((e as Error).name + ": " + (e as Error).message);
}
try {
  console.log(b.late);
} catch (e) {
  console.log((e as Error).message);
}
export function callLater() {
  return greet("later") + " " + b.late;
}
