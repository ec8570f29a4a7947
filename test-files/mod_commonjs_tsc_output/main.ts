// CommonJS as `tsc --module commonjs` and Babel write it, imported from
// an ES module: `__esModule` is just another named export to node, and the
// default export is the whole `module.exports`.
import lib, { parseCsv, Table, VERSION, __esModule } from "./dist/lib.js";
import * as ns from "./dist/lib.js";
import legacy from "./dist/legacy.js";

console.log(typeof lib, Object.keys(lib), __esModule, VERSION);
console.log(typeof lib.default, lib.default === lib.defaultHelper, ns.default === lib);
const rows = parseCsv("name,qty\napple,3\npear,5\n");
console.log(rows);
const t = new Table(rows);
console.log(t.total("qty"), String(t), t instanceof Table);
console.log(Object.keys(ns));
console.log(legacy.pad("7", 3), legacy.pad("1234", 3), legacy.version);
