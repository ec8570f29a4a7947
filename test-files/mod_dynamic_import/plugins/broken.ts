// A module whose evaluation throws: every import of it rejects with the
// same error.
console.log("broken evaluating");
export const before = 1;
throw new Error("broken plugin: missing configuration");
