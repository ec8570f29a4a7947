let loads = 0;
loads++;
exports.name = "legacy helper";
exports.loads = loads;
exports.greet = (who) => `hello, ${who}`;
