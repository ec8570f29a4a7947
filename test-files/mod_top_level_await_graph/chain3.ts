import { trace } from "./trace.js";
import { two } from "./chain2.js";
export const third = two + 1;
trace("chain3");
