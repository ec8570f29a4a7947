console.log("store.cjs runs");
const items = [];
let formatter = null;

function format() {
  // Loaded on first use.
  if (formatter === null) {
    console.log("store: loading the formatter");
    formatter = require("./formatter.cjs");
  }
  return formatter;
}

module.exports = {
  record(item) {
    items.push(item);
  },
  size: () => items.length,
  report() {
    const settings = require("./settings.json");
    const again = require("./settings.json");
    return format().render(items, settings) + (settings === again ? " (one settings object)" : "");
  },
};
