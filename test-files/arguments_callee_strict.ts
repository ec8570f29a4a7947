// Every function is strict (node runs the stripped program as a module):
// an arguments object's `callee` is %ThrowTypeError%, not enumerable.
function f(...a: any[]) {
  const args = arguments;
  console.log(args, Object.getOwnPropertyNames(args), Object.keys(args), args.length, a.length);
  console.log(Object.getOwnPropertyDescriptor(args, "callee"));
  try {
    return (args as any).callee;
  } catch (e) {
    return String(e);
  }
}
console.log(f(1, 2));
function g() {
  const d = Object.getOwnPropertyDescriptor(arguments, "callee")!;
  console.log(d.get === d.set, d.get === Object.getOwnPropertyDescriptor(Function.prototype, "caller")!.get);
  console.log({ ...arguments }, JSON.stringify(arguments), "callee" in arguments);
  return [..."x", ...arguments];
}
console.log(g.apply(null, [3, 4] as any));
