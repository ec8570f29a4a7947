// max/min: -0 and NaN rules, no arguments, and ToNumber of every argument
// in order (valueOf side effects happen even after a NaN).
console.log(Math.max(), Math.min());
console.log(Math.max(1, 2, 3), Math.min(1, 2, 3), Math.max(-1, -2), Math.min(-1, -2));
console.log(Object.is(Math.max(-0, 0), 0), Object.is(Math.max(0, -0), 0), Object.is(Math.min(0, -0), -0), Object.is(Math.min(-0, 0), -0));
console.log(Object.is(Math.max(-0, -0), -0), Object.is(Math.min(0, 0), 0), Object.is(Math.max(-0), -0));
console.log(Math.max(1, NaN, 3), Math.min(NaN, 1), Math.max(Infinity, NaN), Math.min(-Infinity, 5));
console.log(Math.max("10", "9"), Math.min("10", "9"), Math.max("a", 1), Math.max(null, -1), Math.min(undefined, 1));
console.log(Math.max([] as any, [5] as any), Math.min([2] as any, [[1]] as any), Math.max(true as any, false as any));
let log = "";
function tracked(name: string, v: number): any {
  return { valueOf() { log += name; return v; } };
}
console.log(Math.max(tracked("a", 1), tracked("b", NaN), tracked("c", 3)), log);
log = "";
console.log(Math.min(tracked("x", 5), tracked("y", -2), tracked("z", 7)), log);
log = "";
console.log(Math.hypot(tracked("p", 3), tracked("q", 4)), Math.atan2(tracked("r", 1), tracked("s", 1)), Math.pow(tracked("t", 2), tracked("u", 10)), log);
const big: number[] = [];
for (let i = 0; i < 100; i++) big[i] = (i * 37) % 101 - 50;
console.log(Math.max(...big), Math.min(...big));
console.log(Math.max.apply(null, [4, 9, 2]), Math.min.call(null, 4, 9, 2));
