// let in loops gets a fresh binding per iteration; var does not.
for (let i = 0; i < 3; i++) {
  let sq = i * i;
  console.log("let loop", i, sq);
}
for (var j = 0; j < 3; j++) {
  var cube = j * j * j;
}
console.log("after var loop", j, cube);
let outerI = 100;
for (let outerI = 0; outerI < 2; outerI++) {
  console.log("loop var shadows", outerI);
}
console.log("outer unchanged", outerI);
let total = 0;
for (let a = 0; a < 3; a++) {
  for (let a2 = a; a2 < 3; a2++) {
    const pair = a * 10 + a2;
    total += pair;
  }
}
console.log("total", total);
let w = 0;
while (w < 3) {
  const doubled = w * 2;
  let msg = "w=" + w + " doubled=" + doubled;
  console.log(msg);
  w++;
}
let k = 10;
do {
  let k = 99;
  console.log("do-body k", k);
} while (--k > 8);
console.log("k after", k);
for (let i = 0, n = 3; i < n; i++, n--) {
  console.log("two bindings", i, n);
}
