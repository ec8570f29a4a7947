// The arguments object (strict mode: no aliasing with parameters).
function show(a?: any, b?: any) {
  return arguments.length + ":" + arguments[0] + "," + arguments[1] + "," + arguments[2];
}
console.log(show(), show(1), show(1, 2), show(1, 2, 3));
function noAlias(a: number) {
  a = 100;
  return arguments[0];
}
console.log("no alias param->arguments", noAlias(1));
function noAlias2(a: number) {
  arguments[0] = 100;
  return a;
}
console.log("no alias arguments->param", noAlias2(1));
function sumAll() {
  let s = 0;
  for (let i = 0; i < arguments.length; i++) s += arguments[i];
  return s;
}
console.log("sum", (sumAll as any)(1, 2, 3, 4, 5));
function isArr() {
  return [Array.isArray(arguments), typeof arguments];
}
console.log("not an array", isArr());
function spreadIt() {
  return [...arguments];
}
console.log("spread arguments", (spreadIt as any)("x", "y"));
function outer() {
  const inner = () => arguments[0];
  return inner();
}
console.log("arrow uses outer arguments", (outer as any)("outer-arg"));
function forwarded(this: any) {
  return (show as any).apply(this, arguments);
}
console.log("forwarded", (forwarded as any)("p", "q"));
function logIt() {
  console.log(arguments);
}
(logIt as any)(1, "two", { three: 3 });
(logIt as any)();
function withDefaults(a = 1, b = 2) {
  return arguments.length + " " + a + " " + b;
}
console.log("defaults not in arguments", withDefaults(), withDefaults(9));
function keysOf() {
  return Object.keys(arguments);
}
console.log((keysOf as any)("a", "b", "c"));
