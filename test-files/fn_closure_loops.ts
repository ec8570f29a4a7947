// let in loops gives a fresh binding per iteration; var does not.
const lets: Array<() => number> = [];
for (let i = 0; i < 4; i++) lets.push(() => i);
console.log("let", lets[0](), lets[1](), lets[2](), lets[3]());
const vars: Array<() => number> = [];
for (var j = 0; j < 4; j++) vars.push(() => j);
console.log("var", vars[0](), vars[1](), vars[2](), vars[3]());
const mutated: Array<() => number> = [];
for (let k = 0; k < 6; k++) {
  mutated.push(() => k);
  k++;
}
console.log("body mutation visible", mutated[0](), mutated[1](), mutated[2]());
const incs: Array<() => number> = [];
for (let m = 0; m < 3; m++) {
  incs.push(() => ++m);
}
console.log("each closure owns its copy", incs[0](), incs[0](), incs[1](), incs[2]());
const whileFns: Array<() => number> = [];
let w = 0;
while (w < 3) {
  const snapshot = w;
  whileFns.push(() => snapshot * 10);
  w++;
}
console.log("const in while body", whileFns[0](), whileFns[1](), whileFns[2]());
const blockFns: Array<() => string> = [];
for (let a = 0; a < 2; a++) {
  for (let b = 0; b < 2; b++) {
    blockFns.push(() => "" + a + b);
  }
}
let s = "";
for (let q = 0; q < blockFns.length; q++) s += blockFns[q]() + " ";
console.log("nested loops", s);
const getters: Array<() => number> = [];
const setters: Array<(v: number) => void> = [];
for (let n = 0; n < 2; n++) {
  getters.push(() => n);
  setters.push((v) => {
    n = v;
  });
}
setters[0](100);
console.log("getter and setter share iteration binding", getters[0](), getters[1]());
const copiedAfterUpdate: Array<() => number> = [];
for (let t = 0; t < 3; t++, copiedAfterUpdate.push(() => t)) {}
console.log("closure in update clause", copiedAfterUpdate[0](), copiedAfterUpdate[1](), copiedAfterUpdate[2]());
