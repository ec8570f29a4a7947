// Throwing a non-error value uncaught: status 1, stdout flushed first.
console.log("one");
console.log("two");
throw { code: 3, reason: "not an error" };
