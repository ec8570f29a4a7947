export { shared } from "./common.js";
export const clash = "a";
export const onlyA = "only in a";
export const local = "a's local (hidden by all's own)";
export default "a default";
