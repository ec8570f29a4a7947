export * as utils from "./utils.js";
export { version } from "./meta.js";
