import { trace } from "./trace.js";
trace("quick: first pass");
setTimeout(() => trace("quick: timer 5"), 5);
Promise.resolve().then(() => trace("quick: microtask"));
