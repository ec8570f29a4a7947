// Namespace imports read the module's bindings live, call its functions,
// and read undefined for a name it does not export.
import * as util from "./util.js";
import * as counter from "./counter.js";

console.log(util.double(21), util.name, util.default);
console.log(util.Shape.sides(3));
counter.tick();
counter.tick();
console.log(counter.ticks);
const k = "missing" as string;
console.log((util as any).missing, k);
const f = util.double;
console.log([1, 2, 3].map(f));
