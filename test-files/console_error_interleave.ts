// console.error goes to stderr: only console.log output is on stdout.
console.log("stdout 1");
console.error("stderr 1");
console.log("stdout 2", 2);
console.error("stderr 2", 2, true, null);
for (let i = 0; i < 3; i++) {
  console.log("loop out", i);
  console.error("loop err", i);
}
console.error("%s to stderr with %d", "format", 7);
console.log("%s to stdout with %d", "format", 8);
console.error();
console.log("last line");
