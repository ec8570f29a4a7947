// Any value can be thrown, and it arrives unchanged.
const values: unknown[] = [0, -0, NaN, "", "text", true, null, undefined, Symbol("s"), [1, [2]], { a: { b: 1 } }, () => 1, 12345678901234567890];
for (const v of values) {
  try {
    throw v;
  } catch (e) {
    console.log(typeof e, Object.is(e, v), e === v || (typeof v == "number" && isNaN(v as number)));
  }
}
function rethrowThroughFinally(v: unknown): unknown {
  try {
    try {
      throw v;
    } finally {
      console.log("finally for", typeof v);
    }
  } catch (e) {
    return e;
  }
}
console.log(rethrowThroughFinally("kept") === "kept");
const obj = { id: 1 };
console.log(rethrowThroughFinally(obj) === obj);
class NotAnError {
  constructor(public why: string) {}
}
try {
  throw new NotAnError("custom class");
} catch (e) {
  console.log(e instanceof NotAnError, e instanceof Error, (e as NotAnError).why);
  console.log(e);
}
