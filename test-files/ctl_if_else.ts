// if / else if / else chains, nesting and dangling else.
function classify(n: number): string {
  if (n !== n) {
    return "NaN";
  } else if (n < 0) {
    return "negative";
  } else if (n === 0) {
    if (1 / n < 0) return "negative zero";
    else return "zero";
  } else if (n < 10) {
    return "small";
  } else if (n < 1000) {
    return "medium";
  } else {
    return "large";
  }
}
console.log(classify(NaN), classify(-3), classify(-0), classify(0), classify(7), classify(99), classify(1e6));
function dangling(a: boolean, b: boolean): string {
  let r = "none";
  if (a)
    if (b) r = "a and b";
    else r = "a not b";
  return r;
}
console.log(dangling(true, true), dangling(true, false), dangling(false, true), dangling(false, false));
function noBraces(x: number): string {
  if (x > 0) return "pos";
  else if (x < 0) return "neg";
  return "zero";
}
console.log(noBraces(1), noBraces(-1), noBraces(0));
let log = "";
for (let i = 0; i < 10; i++) {
  if (i % 2 === 0) {
    if (i % 4 === 0) log += "Q";
    else log += "E";
  } else if (i % 3 === 0) log += "T";
  else log += ".";
}
console.log(log);
const values = "a1b2c3";
let letters = 0, digits = 0;
for (let i = 0; i < values.length; i++) {
  const c = values[i];
  if (c >= "a" && c <= "z") letters++;
  else if (c >= "0" && c <= "9") digits++;
}
console.log("letters", letters, "digits", digits);
if (0) console.log("not printed 0");
if ("") console.log("not printed ''");
if (null) console.log("not printed null");
if (undefined) console.log("not printed undefined");
if (NaN) console.log("not printed NaN");
if ("0") console.log("printed '0'");
if (-1) console.log("printed -1");
let x = 5;
if (x > 3) {
  x = 1;
}
if (x > 3) {
  x = 100;
}
console.log("x", x);
if ((x = 7) > 6) console.log("assignment in condition", x);
