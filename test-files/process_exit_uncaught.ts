// An uncaught exception still runs the `exit` listeners, with status 1.
process.on("exit", (code) => {
  console.log("exit listener", code, process.exitCode);
});
process.exitCode = 9;
console.log("before the throw");
function fail(): never {
  throw new TypeError("the program failed");
}
fail();
