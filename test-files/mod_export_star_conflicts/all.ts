export * from "./a.js";
export * from "./b.js";
export const local = "all's own local";
