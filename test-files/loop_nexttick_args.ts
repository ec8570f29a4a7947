// process.nextTick passes extra arguments; recursive nextTicks all run before any timer or immediate.
function add(a: number, b: number, c: number): void {
  console.log(`add(${a}, ${b}, ${c}) = ${a + b + c}`);
}
process.nextTick(add, 1, 2, 3);
process.nextTick((...rest: string[]) => console.log("rest:", rest.join("|"), rest.length), "x", "y", "z", "w");
process.nextTick(() => console.log("no args"));

const ctx = { name: "ctx" };
process.nextTick((o: { name: string }) => {
  o.name = "mutated";
  console.log("object arg is shared:", o === ctx, ctx.name);
}, ctx);

// A self-rescheduling nextTick chain starves the loop until it stops.
let depth = 0;
let timerSawDepth = -1;
let immediateSawDepth = -1;
function deeper(limit: number): void {
  depth++;
  if (depth < limit) process.nextTick(deeper, limit);
}
setTimeout(() => {
  timerSawDepth = depth;
}, 0);
setImmediate(() => {
  immediateSawDepth = depth;
  setTimeout(() => {
    console.log("depth reached:", depth);
    console.log("timer saw depth:", timerSawDepth);
    console.log("immediate saw depth:", immediateSawDepth);
  }, 5);
});
process.nextTick(deeper, 2000);
