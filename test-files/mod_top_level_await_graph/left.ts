import { trace } from "./trace.js";
import { value, runs } from "./slow.js";
export const left = `L${value}/${runs}`;
trace("left");
