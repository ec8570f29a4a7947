// var hoisting: reading before the assignment gives undefined.
console.log("a before", a);
var a = 1;
console.log("a after", a);
function f(): void {
  console.log("b before", b);
  var b = "local";
  console.log("b after", b);
  if (false) {
    var neverAssigned = 5;
  }
  console.log("neverAssigned", neverAssigned);
  for (var i = 0; i < 3; i++) {}
  console.log("i after loop", i);
  {
    var inBlock = "visible";
  }
  console.log("inBlock", inBlock);
}
f();
var a = 2;
console.log("redeclared a", a);
var c;
console.log("declared without init", c);
var c;
console.log("redeclared without init keeps value", c);
c = 3;
var c;
console.log("still", c);
function g(n: number): number {
  if (n > 0) {
    var r = n * 2;
  }
  return r;
}
console.log("g(2)", g(2), "g(0)", g(0));
function h(): number {
  total = 10;
  var total: number;
  return total;
}
console.log("assign before declare", h());
for (var k = 0; k < 2; k++) {
  var inner = k * 100;
}
console.log("k", k, "inner", inner);
console.log("typeof late", typeof late);
var late = "now";
console.log("typeof late after", typeof late);
