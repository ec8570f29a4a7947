// A module imported from several places (and only for its effects) runs
// once, in node's order: depth first, in the order of the imports.
import "./log.js";
import { log } from "./log.js";
import "./left.js";
import "./right.js";
import "./left.js";
log("main");
console.log(log.calls);
