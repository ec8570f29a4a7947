console.log("a: start");
exports.name = "a";
exports.early = true;
const b = require("./b.cjs");
// b required a while a was loading: it saw { name, early } only.
exports.sawB = b.seenA;
exports.done = true;
console.log("a: end");
