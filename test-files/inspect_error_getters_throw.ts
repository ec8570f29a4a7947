// console.log of an error reads its `stack`, `name` and `message` with
// [[Get]], as node's formatError does: a getter runs, and one that throws
// makes console.log throw that error (caught here), printing nothing.
function withGetter(message: string, key: string, get: () => unknown): Error {
  const e = new Error(message);
  Object.defineProperty(e, key, { get, configurable: true });
  return e;
}
const thrower = (what: string) => () => {
  throw new TypeError(`${what} getter failed`);
};
for (const key of ["stack", "name", "message"]) {
  const err = withGetter("boom", key, thrower(key));
  try {
    console.log(err);
    console.log("not reached");
  } catch (e) {
    console.log("caught:", (e as Error).message);
  }
  try {
    console.log({ inner: [err] });
  } catch (e) {
    console.log("caught nested:", (e as Error).message);
  }
}
// A getter that returns: its value is what is printed.
console.log(withGetter("x", "stack", () => "custom stack text"));
console.log(withGetter("x", "stack", () => 42));
let reads = 0;
console.log(
  withGetter("counted", "stack", () => {
    reads++;
    return `read ${reads}`;
  }),
);
console.log("stack reads:", reads);
const noStack = new Error("plain");
noStack.stack = undefined;
console.log(noStack);
const named = new Error("with name getter");
Object.defineProperty(named, "stack", { value: "" });
Object.defineProperty(named, "name", { get: () => "Custom" });
console.log(named);
