console.log("config.cjs starts");
const required = ["HOST", "PORT"];
const missing = required.filter((k) => !(("KILN_TEST_" + k) in process.env));
if (missing.length > 0) {
  throw new TypeError(`config missing: ${missing.join(", ")}`);
}
module.exports = {};
