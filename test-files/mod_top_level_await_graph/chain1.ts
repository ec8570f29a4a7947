import { trace } from "./trace.js";
trace("chain1: start");
export const one = await Promise.resolve(1);
trace("chain1: done");
