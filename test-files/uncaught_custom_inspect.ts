// An uncaught error prints without its custom inspect method, as node
// prints it.
class BadError extends Error { [Symbol.for("nodejs.util.inspect.custom")]() { return "CUSTOM"; } }
console.log("before");
throw new BadError("boom");
