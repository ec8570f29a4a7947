// while and do...while loops.
let i = 0;
while (i < 5) {
  console.log("while", i);
  i++;
}
let j = 10;
while (j < 5) {
  console.log("never");
}
let k = 10;
do {
  console.log("do-while runs once", k);
} while (k < 5);
let n = 27;
let steps = 0;
while (n !== 1) {
  n = n % 2 === 0 ? n / 2 : 3 * n + 1;
  steps++;
}
console.log("collatz 27 steps", steps);
let a = 0;
do {
  a += 3;
} while (a < 20);
console.log("do-while a", a);
let b = 100;
while (true) {
  b -= 7;
  if (b < 50) break;
}
console.log("while(true) with break", b);
let c = 0;
let evens = 0;
while (c < 20) {
  c++;
  if (c % 2) continue;
  evens++;
}
console.log("evens", evens);
let d = 0;
do {
  d++;
  if (d === 3) continue;
  if (d > 6) break;
  console.log("do", d);
} while (d < 10);
let s = "";
let x = 1;
while ((x *= 2) < 1000) s += x + " ";
console.log(s);
let countdown = 3;
while (countdown--) console.log("countdown", countdown);
console.log("after countdown", countdown);
let m = 5;
do console.log("single statement do", m); while (--m > 3);
let nested = 0;
let p = 0;
while (p < 4) {
  let q = 0;
  do {
    nested++;
    q++;
  } while (q < p);
  p++;
}
console.log("nested", nested);
