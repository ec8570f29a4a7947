// User classes extending Error, as console.log and String print them.
class MyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MyError";
  }
}
class HttpError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}
class ValidationError extends MyError {
  field: string;
  constructor(field: string) {
    super("invalid " + field);
    this.name = "ValidationError";
    this.field = field;
  }
}
class Quiet extends Error {}
const a = new MyError("boom");
console.log(a instanceof MyError, a instanceof Error, a.name, a.message);
console.log(String(a));
console.log(a.stack!.split("\n")[0]);
const b = new HttpError(404, "not found");
console.log(b.name, b.status, String(b), Object.keys(b));
const c = new ValidationError("email");
console.log(c instanceof ValidationError, c instanceof MyError, String(c), c.field);
const q = new Quiet("shh");
console.log(q.name, String(q), q.constructor.name, Object.getPrototypeOf(q) === Quiet.prototype);
try {
  throw new ValidationError("age");
} catch (e) {
  if (e instanceof ValidationError) console.log("caught", e.field, e.message);
}
console.log([a, b].map((e) => e.message).length);
console.log({ err: c.message });
