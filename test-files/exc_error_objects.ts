// Error objects: constructors, name, message, cause, toString, stack's first line.
const errors = [
  new Error("plain"),
  new TypeError("type"),
  new RangeError("range"),
  new ReferenceError("ref"),
  new SyntaxError("syntax"),
  new EvalError("eval"),
  new URIError("uri"),
  new Error(),
  new Error(""),
  new Error(42 as any),
  Error("called without new"),
  TypeError("also without new"),
];
for (const e of errors) {
  console.log(e.name, "|", e.message, "|", String(e), "|", e.stack!.split("\n")[0]);
  console.log(e instanceof Error, Object.prototype.toString.call(e));
}
const withCause = new Error("outer", { cause: new Error("inner") });
console.log(withCause.cause instanceof Error, (withCause.cause as Error).message);
console.log("cause" in new Error("x", {}), "cause" in new Error("x", { cause: undefined }));
console.log(Object.getOwnPropertyNames(new Error("m")));
console.log(Object.keys(new Error("m")).length);
const d = Object.getOwnPropertyDescriptor(new Error("desc"), "stack")!;
console.log(typeof d.value, d.writable, d.enumerable, d.configurable, (d.value as string).split("\n")[0]);
const agg = new AggregateError([new Error("a"), 1], "many");
console.log(agg.name, agg.message, agg.errors.length, agg.errors[1]);
console.log(Error.prototype.toString.call({ name: "N", message: "M" }));
console.log(Error.prototype.toString.call({ message: "only message" }));
console.log(Error.prototype.toString.call({ name: "", message: "empty name" }));
console.log(Error.prototype.name, TypeError.prototype.name, Object.getPrototypeOf(TypeError) === Error);
const e2 = new Error("changed later");
e2.message = "new message";
console.log(e2.stack!.split("\n")[0], "|", String(e2));
const e3 = new Error("read first");
const first = e3.stack!.split("\n")[0];
e3.name = "Renamed";
console.log(first, "|", e3.stack!.split("\n")[0], "|", String(e3));
const e4 = new Error("assigned");
e4.stack = "custom stack";
console.log(e4.stack);
