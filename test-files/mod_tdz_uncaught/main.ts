// Reading an import before its module initialised it, uncaught: node's
// ReferenceError names the importer's binding.
import { later as early } from "./dep.js";
console.log("main runs");
export const fromMain = 1;
