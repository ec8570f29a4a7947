// V8's Error.captureStackTrace and Error.stackTraceLimit, which custom
// error classes written for node use. (Frames differ between kiln and node;
// only the first line of a stack is printed.)
class DbError extends Error {
  constructor(msg: string) {
    super(msg);
    this.name = "DbError";
    Error.captureStackTrace(this, this.constructor);
  }
}
try {
  throw new DbError("conn lost");
} catch (e: any) {
  console.log(e.name, e.message, e instanceof DbError, Object.keys(e), e.stack.split("\n")[0]);
}
const o: any = { name: "Custom", message: "msg" };
Error.captureStackTrace(o);
console.log(typeof o.stack, o.stack.split("\n")[0], Object.keys(o));
const plain: any = {};
Error.captureStackTrace(plain);
console.log(plain.stack.split("\n")[0]);
try {
  Error.captureStackTrace(1 as any);
} catch (e: any) {
  console.log(e.name, e.message);
}
console.log(Error, Error.stackTraceLimit, typeof Error.captureStackTrace, Error.captureStackTrace.length);
console.log(Object.getOwnPropertyNames(TypeError));
