// A CommonJS body is a function's: it may return early.
module.exports = { mode: "basic" };
if (!process.env.KILN_FIXTURE_ADVANCED) {
  return;
}
module.exports.mode = "advanced";
