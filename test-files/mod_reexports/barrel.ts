export * from "./first.js";
export * from "./second.js";
export { three as renamedThree } from "./third.js";
export * as lib from "./third.js";
import { one as localOne } from "./first.js";
export { localOne as again };
import { four } from "./third.js";
export { four as viaImport };
