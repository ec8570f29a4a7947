console.log("report.cjs runs");
let stats = null;
exports.summary = function summary() {
  if (stats === null) {
    stats = require("./stats.mjs");
    console.log("stats namespace:", stats, Object.isFrozen(stats), stats === require("./stats.mjs"));
  }
  return `${stats.mean([1, 2, 3, 4])} ${stats.Stats.name} ${stats.count()}`;
};
