import { g } from "./b.ts";
export let x = 1;
export function f() { return x; }
export const y = g();
