// `ns.f()` calls `f` with the namespace object as `this`, as node does;
// the same function called through its named import gets undefined.
import * as counters from "./counters.js";
import { whoAmI, total } from "./counters.js";
import * as shapes from "./shapes.js";

console.log(counters.whoAmI(), whoAmI());
console.log(counters.total(1, 2), total(1, 2));
console.log(counters.default(), counters.arrow());
const f = counters.whoAmI;
console.log(f(), f.call(counters), counters["whoAmI"]());
console.log(new shapes.Square(3).area(), shapes.makeSquare(2).area());
console.log(shapes.describe.call({ kind: "plain object" }), shapes.describe());
