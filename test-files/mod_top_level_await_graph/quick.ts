import { trace } from "./trace.js";
trace("quick: first pass");
setTimeout(() => trace("quick: timer 50"), 50);
Promise.resolve().then(() => trace("quick: microtask"));
