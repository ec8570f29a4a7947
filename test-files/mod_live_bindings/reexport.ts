export { count } from "./counter.js";
