// A require inside a function runs the module when the function is first
// called, not before; two ES modules importing one CommonJS module share
// its state; JSON required twice is one object.
import store from "./store.cjs";
import { addMany } from "./batch.ts";

// Methods in `module.exports = { … }` stop node's lexer: they are read
// from the default export.
const { record, report } = store;
console.log("main: start");
record("a");
addMany(["b", "c"]);
console.log(report());
console.log(report());
