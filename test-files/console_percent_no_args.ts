// A lone string containing % and no arguments is printed unchanged.
console.log("100%");
console.log("50% off");
console.log("%");
console.log("%%");
console.log("%s");
console.log("%d items");
console.log("%i %f %j %o %O %c");
console.log("a %% b");
console.log("progress: 99.5%");
let pct = 12;
console.log(pct + "%");
console.log(`${pct}% done`);
console.log("%" + "s", "built directive");
console.log("%s" + "%d", "x", 3);
console.log("%%%s%%", "mid");
console.log("%%d", 5);
