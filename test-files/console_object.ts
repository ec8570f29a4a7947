// The console object as a value: node's methods, enumerable and in its
// order, tagged `console` (kiln links the object only into programs that
// name it other than in a direct console.log(...) call).
console.log(console);
const c: any = console;
console.log(Object.keys(c).length, Object.keys(c).slice(0, 4).join(","));
console.log(c.table.length, c.Console.length, c.log.name, String(c));
console.log(Object.prototype.toString.call(console), typeof console.dir);
const log = console.log;
log("through a value");
const { info, warn } = console;
info("info", 1);
warn("warn goes to stderr");
c.group("group");
c["log"]("indented");
console.log("also indented");
c.groupEnd();
console.log(JSON.stringify(Object.entries(c).map(([k, f]) => [k, typeof f]).slice(-3)));
