// Reading a let before its declaration is a ReferenceError (uncaught: exit 1).
console.log("line one is printed");
console.log("line two is printed", 1 + 1);
let ok = "initialised";
console.log(ok);
function readX(): number {
  return x;
}
console.log("about to read x too early");
console.log(readX());
let x = 5;
console.log("never printed", x);
