module.exports = require("./shapes.cjs");
