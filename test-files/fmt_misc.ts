// %c is consumed and prints nothing, %% is a literal %, a lone or unknown
// directive stays as text, missing arguments leave the directive, extra
// arguments are appended inspected (strings raw).
console.log("%c");
console.log("%cstyled%c text", "color: red", "font-weight: bold");
console.log("a%cb", "ignored", "extra");
console.log("100%%");
console.log("100%%", "x");
console.log("%%%s%%", "mid");
console.log("%");
console.log("%", 1);
console.log("end %", 1);
console.log("%z %s", "a", "b");
console.log("%s %d %i %f %j %o %O %c");
console.log("%s %d", "only");
console.log("no directives", 1, "two", [3], { four: 4 }, null, undefined);
console.log("%s", "x", -0, 0, "y", Symbol("e"));
console.log(1, "%s", "first arg not a string");
console.log("%%d", 5);
console.log("%%%d", 5);
console.log("%s%s", "a");
console.log("%d%d%d", 1, 2, 3, 4, 5);
console.log("%s", "multi\nline", "tail");
console.log("%s", ["nested", ["array"]], { o: "bj" });
console.log("%i", "9007199254740993");
console.log("%j", 1, 2);
console.log("%o%O", 1, 2, 3);
console.log("%", "%");
console.log("%s");
console.log("");
console.log("%%");
