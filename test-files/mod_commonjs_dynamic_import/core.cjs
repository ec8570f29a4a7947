console.log("core.cjs runs");
exports.name = "core";
