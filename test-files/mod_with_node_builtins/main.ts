// Project modules and node's built-in modules together.
import path from "node:path";
import { basename } from "node:path";
import { joinAll, fileKind } from "./paths.js";
console.log(joinAll(["a", "b", "c.txt"]), basename("/x/y.ts"));
console.log(fileKind("notes.md"), fileKind(path.join("src", "main.ts")));
