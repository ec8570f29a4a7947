// A switch body is one scope: a let declared in one case is in its TDZ in another.
function pick(x: number): string {
  switch (x) {
    case 0:
      let label = "zero";
      return label;
    case 1:
      label = "one";
      return label;
    default:
      return "other";
  }
}
console.log("pick(0) =", pick(0));
console.log("pick(5) =", pick(5));
console.log("pick(1) throws:");
console.log(pick(1));
console.log("unreachable");
