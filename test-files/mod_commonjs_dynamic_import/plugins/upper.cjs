console.log("upper plugin runs");
exports.transform = (s) => s.toUpperCase();
exports.kind = "case";
