// import.meta.url, .filename and .dirname name each module's own file
// (printed here only in the parts that do not depend on the checkout).
import path from "node:path";
import { where } from "./lib/where.js";
const url = import.meta.url;
console.log(url.startsWith("file:///"), url.endsWith("/mod_import_meta/main.ts"));
console.log(path.basename(import.meta.filename), path.basename(import.meta.dirname));
console.log(import.meta.dirname === path.dirname(import.meta.filename));
console.log(url === "file://" + import.meta.filename);
console.log(where());
