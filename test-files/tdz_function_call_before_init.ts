// A hoisted function may be called early, but it must not touch a let that is still in its TDZ.
console.log("calling early()");
console.log(early());
function early(): string {
  return "early ok";
}
console.log("calling usesLater()");
console.log(usesLater());
function usesLater(): string {
  return "value is " + laterValue;
}
const laterValue = "set";
console.log("unreachable");
