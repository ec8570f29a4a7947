const path = require("path");
const fs = require("node:fs");
const os = require("os");
const util = require("util");
const assert = require("assert");
const a = require("./a.cjs");
const b = require("./b.cjs");
const again = require("./a.cjs");

console.log("app: a === again", a === again, "b.fromA", b.fromA);
console.log("app: join", path.join("x", "y", "..", "z"), typeof fs.readFileSync, os.EOL === "\n");
console.log("app:", util.format("%s=%d", "n", 42), util.inspect({ deep: { er: [1, 2] } }));
assert.strictEqual(a.name, "a");
try {
  assert.deepStrictEqual({ x: 1 }, { x: 2 });
} catch (e) {
  console.log("app: assert", e.code, e.name);
}

let attempts = 0;
function loadFlaky() {
  attempts++;
  try {
    return require("./flaky.cjs");
  } catch (e) {
    return `failed (${e.message})`;
  }
}
console.log("app: flaky 1 ->", loadFlaky());

const mod = module;
console.log("app: module keys", Object.keys(mod), mod.loaded, mod.exports === exports);
console.log("app: ids", path.basename(mod.id), path.basename(mod.filename), path.basename(mod.path));
console.log("app: require.main", require.main, typeof __filename, path.isAbsolute(__dirname));

exports = module.exports = {
  summary() {
    return `${a.name}+${b.name} (a saw b as ${JSON.stringify(a.sawB)})`;
  },
  retry() {
    return loadFlaky() + ` after ${attempts} attempts`;
  },
};
exports.extra = 1;
console.log("app: exports is module.exports", exports === module.exports);
