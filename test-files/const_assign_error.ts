// Assigning to a const is an uncaught TypeError: exit 1 after earlier output.
const limit = 10;
let sum = 0;
for (let i = 0; i < limit; i++) sum += i;
console.log("sum", sum);
console.log("limit", limit);
function bump(): void {
  console.log("inside bump, before assignment");
  (limit as any) = 11;
  console.log("never printed");
}
bump();
console.log("never printed either");
