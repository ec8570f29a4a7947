// `module.exports` replaced by a function; `exports` still names the old
// object, so a store to it is lost, as in node.
module.exports = function makeGreeter(greeting) {
  return (name) => `${greeting}, ${name}!`;
};
module.exports.defaultGreeting = "Hi";
exports.lost = true;
