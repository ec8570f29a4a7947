export { area } from "./circle";
export { square } from "./square.js";
export const names = ["circle", "square"];
