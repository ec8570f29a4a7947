// Named exports: `exports.x = …` anywhere in the text.
console.log("counter.cjs runs", typeof module, typeof exports, this === module.exports);
let count = 0;
exports.label = "counter";
exports.total = count;
exports.increment = function increment() {
  count += 1;
  exports.total = count; // the ES module's `total` was copied before this
  return count;
};
exports.current = () => count;
