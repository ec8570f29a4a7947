// Re-exports: `export *` (without default, with node's ambiguity rule:
// a name two star exports give different bindings for is not exported,
// one they give the same binding is), `export { x as y } from`,
// `export * as ns from`, and re-exports of imports.
import { one, two, shared, renamedThree, lib, again, viaImport } from "./barrel.js";
import * as barrel from "./barrel.js";

console.log(one, two, shared, renamedThree);
console.log(lib.three, lib.one);
console.log(again === one, viaImport);
console.log(barrel.one, barrel.clash, barrel.renamedThree);
