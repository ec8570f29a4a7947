// Destructuring in for-loop heads.
for (let [i, j] = [0, 10]; i < j; i += 3, j -= 2) {
  console.log("i", i, "j", j);
}
for (let { lo, hi } = { lo: 1, hi: 4 }; lo <= hi; lo++) {
  console.log("lo", lo, "hi", hi);
}
const closures: Array<() => string> = [];
for (let [k, label] = [0, "L"]; k < 3; k++) {
  closures.push(() => label + k);
}
console.log("closures see per-iteration copies", closures[0](), closures[1](), closures[2]());
let a, b;
for ([a, b] = [1, 1]; a < 50; [a, b] = [b, a + b]) {}
console.log("assignment head", a, b);
for (let [x, y = x * 2] = [3]; x < 6; x++) {
  console.log("default in head", x, y);
}
const rows = [[1, "one"], [2, "two"], [3, "three"]];
for (let idx = 0; idx < rows.length; idx++) {
  const [num, word] = rows[idx];
  console.log(num, word);
}
let { total = 0, step } = { step: 5 } as any;
for (let i = 0; i < 4; i++) total += step;
console.log("total", total);
