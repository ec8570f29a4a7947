// Plain JavaScript files of the project (`.js`, `.mjs`) imported from
// TypeScript, and `export * as name` re-exported and read as a namespace.
import { utils, version } from "./index.js";
import { area } from "./shapes.mjs";
console.log(utils.clamp(15, 0, 10), utils.sum([1, 2, 3]), version, area(2));
