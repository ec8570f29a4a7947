export const one = 1;
export const clash = "first";
export { shared } from "./shared.js";
export default "first default (not re-exported by export *)";
