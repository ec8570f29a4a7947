import { ready } from "./slow.js";
console.log("parser: sees", ready);
export function parse(s: string): number {
  return Number(s);
}
if (parse("x") !== parse("x")) {
  throw new SyntaxError(`bad input after ${ready}`);
}
console.log("parser: unreachable");
