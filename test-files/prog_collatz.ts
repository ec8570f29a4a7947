// Collatz: longest chain below a bound, and a few trajectories.
function steps(n: number): number {
  let s = 0;
  while (n !== 1) {
    n = n % 2 === 0 ? n / 2 : 3 * n + 1;
    s++;
  }
  return s;
}
function trajectory(n: number): string {
  let out = "" + n;
  while (n !== 1) {
    n = n % 2 === 0 ? n / 2 : 3 * n + 1;
    out += " " + n;
  }
  return out;
}
console.log(trajectory(6));
console.log(trajectory(7));
console.log(trajectory(1));
let best = 1;
let bestSteps = 0;
for (let n = 1; n < 100000; n++) {
  const s = steps(n);
  if (s > bestSteps) {
    bestSteps = s;
    best = n;
  }
}
console.log("longest chain under 100000 starts at", best, "with", bestSteps, "steps");
let peak = 0;
let n = 77031;
while (n !== 1) {
  if (n > peak) peak = n;
  n = n % 2 === 0 ? n / 2 : 3 * n + 1;
}
console.log("peak of 77031:", peak);
let hist = "";
for (let k = 1; k <= 30; k++) hist += steps(k) + (k % 10 === 0 ? "\n" : " ");
console.log(hist);
console.log("steps of 2**40:", steps(2 ** 40), "of 837799:", steps(837799));
