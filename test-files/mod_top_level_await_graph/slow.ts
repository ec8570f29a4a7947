import { trace } from "./trace.js";
trace("slow: start");
export let runs = 0;
runs++;
export const value = await new Promise<number>((r) => setTimeout(() => r(42), 20));
trace(`slow: done (${runs})`);
