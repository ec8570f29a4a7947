// break and continue in every loop kind.
let out = "";
for (let i = 0; i < 10; i++) {
  if (i === 7) break;
  if (i % 2 === 0) continue;
  out += i;
}
console.log("for", out);
out = "";
let i = 0;
while (i < 10) {
  i++;
  if (i === 3) continue;
  if (i === 8) break;
  out += i;
}
console.log("while", out);
out = "";
let j = 0;
do {
  j++;
  if (j % 3 === 0) continue;
  out += j;
  if (j >= 9) break;
} while (j < 100);
console.log("do-while", out);
out = "";
for (let a = 0; a < 4; a++) {
  for (let b = 0; b < 4; b++) {
    if (b > a) break;
    if (b === 1) continue;
    out += `${a}${b} `;
  }
}
console.log("nested (inner only)", out);
let firstSquareOver = -1;
for (let n = 1; ; n++) {
  if (n * n > 200) {
    firstSquareOver = n;
    break;
  }
}
console.log("first square over 200", firstSquareOver);
let skipped = 0;
for (let n = 0; n < 100; n++) {
  if (n % 10 !== 0) {
    skipped++;
    continue;
  }
}
console.log("skipped", skipped);
function findFirst(s: string, ch: string): number {
  let idx = -1;
  for (let k = 0; k < s.length; k++) {
    if (s[k] === ch) {
      idx = k;
      break;
    }
  }
  return idx;
}
console.log("findFirst", findFirst("hello", "l"), findFirst("hello", "z"));
function returnFromLoop(limit: number): string {
  for (let k = 0; k < 100; k++) {
    while (true) {
      if (k === limit) return "returned at " + k;
      break;
    }
  }
  return "not found";
}
console.log(returnFromLoop(5), returnFromLoop(500));
switch (3) {
  case 3:
    for (let k = 0; k < 5; k++) {
      if (k === 2) break;
      console.log("loop inside switch", k);
    }
    console.log("break in loop does not leave switch");
    break;
  default:
    console.log("not reached");
}
