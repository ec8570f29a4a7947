import { trace } from "./trace.js";
import { one } from "./chain1.js";
trace("chain2: start");
export const two = one + (await Promise.resolve(1));
trace("chain2: done");
