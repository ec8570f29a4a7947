"use strict";
const fs = require("fs");
const fsp = require("fs/promises");
const path = require("node:path");
const os = require("os");
const util = require("util");
const assert = require("node:assert/strict");
const { EOL } = require("node:os");

function makeTempDir(prefix) {
  const dir = path.join(os.tmpdir(), `${prefix}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir);
  return dir;
}

module.exports = {
  makeTempDir,
  writeJson(dir, name, value) {
    fs.writeFileSync(path.join(dir, name), JSON.stringify(value, null, 2) + EOL);
  },
  readJson(dir, name) {
    return JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
  },
  describe(dir) {
    const names = fs.readdirSync(dir);
    const sizes = names.map((n) => fs.statSync(path.join(dir, n)).size);
    return util.format("%d file(s): %s (%o bytes)", names.length, names.join(","), sizes);
  },
  async readLater(dir, name) {
    const text = await fsp.readFile(path.join(dir, name), "utf8");
    return text.split(EOL).length;
  },
  formatted() {
    return util.inspect({ nested: { list: [1, 2, 3], map: new Map([["k", 1]]) } }, { compact: true });
  },
  checks() {
    assert.deepEqual({ a: [1] }, { a: [1] });
    try {
      assert.equal(1, 2);
    } catch (e) {
      return e.message.split("\n")[0];
    }
    return "no error";
  },
  remove(dir) {
    fs.rmSync(dir, { recursive: true });
  },
  exists: (p) => fs.existsSync(p),
};
