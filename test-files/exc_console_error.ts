// console.log of errors: the stack's first line, extra own properties, causes, nesting.
const plain = new Error("plain");
console.log(plain);
const t = new TypeError("bad type");
console.log(t);
const withProps = new Error("props") as any;
withProps.code = "E_CODE";
withProps.errno = 7;
console.log(withProps);
const causeValue = new Error("value cause", { cause: "a string" });
console.log(causeValue);
class Named extends Error {
  constructor(m: string) {
    super(m);
    this.name = "Named";
  }
}
console.log(new Named("named"));
const renamed = new Error("renamed");
renamed.name = "Custom";
console.log(renamed);
const empty = new Error("");
console.log(empty);
const noStack = new Error("no stack") as any;
noStack.stack = undefined;
console.log(noStack);
// Errors nested in objects print indented stack frames, which differ from
// node's (file URLs, node's internals): only top-level errors are printed.
const agg = new AggregateError([1, "two"], "several");
console.log(agg);
console.log("%s", new Error("via %s"));
console.log(String(new Error("via String")));
