// CommonJS modules requiring each other: each runs once, on its first
// require; a require cycle sees the exports as they are; a module that
// throws is forgotten and runs again on the next require.
import app from "./app.cjs";

console.log("main:", app.summary());
console.log("main: run again ->", app.retry());
