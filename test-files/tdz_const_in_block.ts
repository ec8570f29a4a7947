// TDZ inside a block: the inner const shadows the outer one from the block's start.
const value = "outer";
console.log("outer value", value);
{
  console.log("entering block");
  let total = 0;
  for (let i = 0; i < 3; i++) total += i;
  console.log("total", total);
  console.log("reading shadowed value now:");
  console.log(value);
  const value = "inner";
  console.log("never printed", value);
}
