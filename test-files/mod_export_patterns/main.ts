// Exported destructuring declarations, several declarators, and bindings
// exported under several names.
import { a, c, rest, x, y, first, alias1, alias2, counter, bump } from "./lib.js";
console.log(a, c, rest, x, y, first);
console.log(alias1 === alias2, alias1());
bump();
bump();
console.log(counter);
