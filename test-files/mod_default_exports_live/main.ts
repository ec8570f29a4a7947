// Default exports in their forms, live: a class used across modules
// (instanceof, statics, subclassing), `export { x as default }` of a `let`
// that changes later, a default function replaced through a setter module,
// and a default that is an object shared by reference.
import Shape, { count } from "./shape.js";
import current, { advance } from "./counter.js";
import config from "./config.js";
import * as counterNs from "./counter.js";
import { Square } from "./square.js";
import "./tweak.js";

const s = new Square(3);
console.log(s instanceof Shape, s instanceof Square, s.area(), s.describe(), count());
console.log(Shape.name, Square.name, Object.getPrototypeOf(Square) === Shape, Shape.created);
console.log(current, counterNs.default);
advance();
advance();
console.log(current, counterNs.default, config.mode, config.retries);
