// A .js file without import or export that uses `module`: CommonJS.
const data = require("./config.json");
const { basename } = require("node:path");
let loads = 0;
loads++;
module.exports = {
  name: data.name,
  sizes: data.sizes.map((s) => s * 2),
  file: basename(__filename),
  dir: basename(__dirname),
  loadedOnce: loads === 1,
};
