// finally runs before an uncaught exception ends the program.
function work(): void {
  try {
    console.log("working");
    throw new TypeError("unhandled");
  } finally {
    console.log("cleanup ran");
  }
}
work();
