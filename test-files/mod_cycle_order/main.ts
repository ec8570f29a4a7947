// Cycles: node evaluates each module once, after the modules it imports
// unless they are already on the way; a function declaration of a module
// not yet run exists already, its `let`s are in their TDZ.
import { a, fromA, K } from "./a.js";
import "./c.js";
console.log("main", a, fromA(), K);
