// Files in folders: `./lib/…`, `../…` from inside them, `.mjs`/`.mts`.
import { describe } from "./lib/describe.js";
import { VERSION } from "./lib/util/version.mjs";
console.log(describe([3, 1, 2]), VERSION);
