// An exception thrown by an 'exit' listener is reported as uncaught, and
// node then exits with process.exitCode when the program set it (here by
// an earlier listener), not with 1.
process.on("exit", (code) => {
  console.log("first listener", code);
  process.exitCode = 6;
});
process.on("exit", () => {
  console.log("second listener throws");
  throw new Error("late failure");
});
process.on("exit", () => console.log("never runs"));
console.log("body done");
