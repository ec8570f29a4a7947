import { trace } from "./trace.js";
trace("lazy: evaluated");
export function describe(): string {
  return "lazy-ok";
}
