// Named imports and exports across files: aliases, string export names,
// several declarations in one export, and a module imported twice under
// different specifiers that is still one module.
import { add, PI, greet as hello, Point, origin } from "./math.js";
import { "kebab-name" as kebab, renamed, x, y } from "./names.js";
import { add as addAgain } from "./math.ts";

console.log(add(2, 3), PI.toFixed(4), hello("kiln"));
const p = new Point(3, 4);
console.log(p.length(), origin, p instanceof Point);
console.log(kebab, renamed, x + y);
console.log(add === addAgain, typeof add, add.name, add.length);
