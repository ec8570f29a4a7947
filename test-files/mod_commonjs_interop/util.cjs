console.log("util.cjs runs");
module.exports.round = (x) => Math.round(x * 100) / 100;
module.exports.loads = (module.exports.loads || 0) + 1;
