import { sum } from "./math.js";
export const VERSION = `v${sum([1, 0, 2])}`;
