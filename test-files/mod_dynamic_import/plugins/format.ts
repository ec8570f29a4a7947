// Loaded only through import(): runs when first imported.
import { register } from "../shared.ts";
import { pad } from "./util.ts";

console.log("format plugin evaluating");
export const id = register("format");
export let calls = 0;

export default function format(rows: [string, number][]) {
  calls++;
  return rows.map(([k, v]) => `${pad(k, 8)}${v.toFixed(2)}`).join("\n");
}
