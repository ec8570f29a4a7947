console.log("reverse plugin runs");
exports.transform = (s) => [...s].reverse().join("");
