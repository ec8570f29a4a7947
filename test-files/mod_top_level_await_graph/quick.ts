import { trace } from "./trace.js";
trace("quick: first pass");
setTimeout(() => trace("quick: timer 120"), 120);
Promise.resolve().then(() => trace("quick: microtask"));
