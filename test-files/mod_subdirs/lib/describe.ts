import { sum } from "./util/math.js";
import { table } from "../data/table.js";
export function describe(xs: number[]) {
  return `n=${xs.length} sum=${sum(xs)} first=${table[0]}`;
}
