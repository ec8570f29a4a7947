// A default export read through a cycle before its module ran, caught,
// then read again after; and a namespace of a module in the cycle.
import greet, { late } from "./b.js";
import "./a.js";
console.log(greet("main"), late);
