// A class extending an import that a cycle has not initialised yet:
// node's ReferenceError, uncaught.
import { Base } from "./base.js";
console.log(new Base().name);
