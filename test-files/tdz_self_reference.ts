// let x = x + 1 reads x inside its own TDZ.
console.log("start");
function f(a: number): number {
  return a * 2;
}
console.log("f(21) =", f(21));
let y = 1;
{
  let y = y + 1;
  console.log("unreachable", y);
}
