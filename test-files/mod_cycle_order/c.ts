import { b } from "./b.js";
import { a } from "./a.js";
console.log("c", a, b);
