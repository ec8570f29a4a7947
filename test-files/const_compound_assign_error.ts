// Compound assignment and ++ on a const also throw TypeError.
const s = "abc";
console.log("s", s, s.length);
let i = 0;
while (i < 3) {
  console.log("iteration", i);
  i++;
}
const c = 1;
console.log("before ++ on const");
// @ts-ignore
c++;
console.log("never printed");
