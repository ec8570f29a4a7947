// An ES module that needs `require`: node's createRequire, for a JSON
// manifest, a CommonJS helper and node's own modules.
import { createRequire, isBuiltin, builtinModules } from "node:module";
import { helperName } from "./uses-require.js";

const require = createRequire(import.meta.url);
const manifest = require("./manifest.json");
const legacy = require("./legacy.cjs");
const { join } = require("node:path");
const os = require("os");

console.log(manifest.name, manifest.version, manifest.scripts.build);
console.log(legacy.greet("esm"), legacy.loads, require("./legacy.cjs") === legacy);
console.log(join("a", "b"), typeof os.tmpdir(), helperName);
console.log(require("./manifest.json") === manifest, typeof require);
console.log(["fs", "node:fs", "node:test", "test", "left-pad", "fs/promises", "module"].map((m) => `${m}:${isBuiltin(m)}`).join(" "));
console.log(builtinModules.length > 60, builtinModules.includes("readline"), builtinModules.includes("node:fs"));
