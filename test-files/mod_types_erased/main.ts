// Types cross files and are erased: `import type`, `export type`, inline
// `type` specifiers; a module imported only for its types is still
// evaluated when the import is not `import type` (node's type stripping
// keeps `import { type A }` as `import {}`).
import type { Config } from "./types.js";
import { type Mode, makeConfig, type Shape } from "./make.js";
import { type Options } from "./types.js";
import type * as T from "./types.js";

const c: Config = makeConfig("fast");
const m: Mode = c.mode;
const o: Options = { verbose: true };
const s: T.Config = { mode: "slow", level: 1 };
const sh: Shape = { kind: "circle" };
console.log(c, m, o, s, sh);
