// Block scoping and shadowing with let/const.
let x = "outer";
const y = 1;
console.log("top", x, y);
{
  let x = "block";
  const y = 2;
  console.log("block", x, y);
  {
    let x = "inner";
    console.log("inner", x, y);
    {
      const y = 3;
      console.log("innermost", x, y);
    }
  }
  console.log("back in block", x, y);
}
console.log("back at top", x, y);
if (true) {
  let x = "if-block";
  console.log(x);
} else {
  let x = "else-block";
  console.log(x);
}
for (let x = 0; x < 2; x++) {
  let y = x * 10;
  console.log("loop x", x, "y", y);
}
console.log("after loop", x, y);
function shadowParam(x: number): number {
  {
    let x = 100;
    console.log("param shadowed in block", x);
  }
  return x;
}
console.log("param", shadowParam(5));
function shadowTop(): string {
  let y = "function-local y";
  return y;
}
console.log(shadowTop(), y);
let counter = 0;
{
  counter++;
  let counter2 = counter + 1;
  counter += counter2;
}
console.log("counter", counter);
switch (y) {
  case 1: {
    let x = "case scope";
    console.log(x);
    break;
  }
}
let z = 1;
{
  z = 2;
  let w = z + 1;
  z = w;
}
console.log("z", z);
