// An ES module importing CommonJS modules, as node's loader does: the
// default export is `module.exports`, named exports are the names
// node's lexer finds, copied once the module has run.
import counter, { increment, total, label } from "./counter.cjs";
import * as shapes from "./shapes.cjs";
import makeGreeter from "./greeter.cjs";
import config from "./config.js";
import * as reexported from "./reexport.cjs";
import guarded from "./guarded.cjs";

console.log("main starts");
console.log(label, total, increment(), increment(), total, counter.total);
console.log(counter.current(), typeof counter, Object.keys(counter));
console.log(shapes);
const sq = new shapes.Square(3);
console.log(sq.area(), sq instanceof shapes.Shape, shapes.default.describe(sq));
const greet = makeGreeter("Hello");
console.log(greet("kiln"), makeGreeter.defaultGreeting, makeGreeter.name);
console.log(config.name, config.sizes, config.loadedOnce);
console.log(Object.keys(reexported).sort(), reexported.area === shapes.area);
console.log(guarded);
