import { trace } from "./trace.js";
trace("loader: start");
const mod = await import("./lazy.js");
export const loaded = mod.describe();
trace("loader: done");
