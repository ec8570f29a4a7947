// node 20.19 and later let CommonJS `require` an ES module: it runs once,
// when first required, and `require` gives its namespace object (this one
// has no default export: node would wrap one that has).
import report from "./report.cjs";

console.log("main runs");
console.log(report.summary());
console.log(report.summary());
