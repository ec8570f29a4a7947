console.log("lazy.cjs runs");
let n = 0;
module.exports = { calls: () => ++n, kind: "lazy" };
