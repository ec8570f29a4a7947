// `export *` as node links it: a name two star exports give from
// different bindings is ambiguous (left out of the namespace), one they
// give from the same binding is not, a local export wins over a star, and
// `default` never comes through a star.
import * as all from "./all.js";
import { shared, local, onlyA, onlyB } from "./all.js";

console.log(Object.keys(all));
console.log(shared, local, onlyA, onlyB);
console.log("clash" in all, "default" in all, all[Symbol.toStringTag]);
console.log(all);
