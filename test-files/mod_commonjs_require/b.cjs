console.log("b: start");
const a = require("./a.cjs");
exports.seenA = Object.keys(a);
exports.name = "b";
exports.fromA = a.name;
console.log("b: end");
