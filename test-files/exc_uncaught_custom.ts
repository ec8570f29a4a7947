// An uncaught user error ends the program with status 1 after stdout is flushed.
class AppError extends Error {
  constructor(m: string) {
    super(m);
    this.name = "AppError";
  }
}
console.log("before");
function fail(): never {
  throw new AppError("it failed");
}
try {
  console.log("in try");
} finally {
  console.log("finally");
}
fail();
console.log("never printed");
