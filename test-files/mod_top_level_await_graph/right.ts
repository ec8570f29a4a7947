import { trace } from "./trace.js";
import { value } from "./slow.js";
await null;
export const right = `R${value}`;
trace("right");
