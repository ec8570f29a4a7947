// Programs may replace the globals kiln calls directly (console's methods,
// String, Number, Boolean): calls then reach the replacement, as in node.
console.log("before");
const original = console.log;
let captured: unknown[] = [];
console.log = (...args: unknown[]) => {
  captured.push(args.join(" "));
};
console.log("hidden", 1);
console.log = original;
console.log("captured:", captured);
console.error = console.log;
console.error("error goes to stdout now");
(globalThis as any).String = (x: unknown) => `mine(${x})`;
console.log(String(1));
(globalThis as any).Number = (x: unknown) => 42;
console.log(Number("7"));
Boolean = ((x: unknown) => `b(${x})`) as any;
console.log(Boolean(0));
const c = console;
c.log("via an alias");
