// FizzBuzz, three ways.
for (let i = 1; i <= 30; i++) {
  if (i % 15 === 0) console.log("FizzBuzz");
  else if (i % 3 === 0) console.log("Fizz");
  else if (i % 5 === 0) console.log("Buzz");
  else console.log(i);
}
function fb(i: number): string {
  let s = "";
  if (i % 3 === 0) s += "Fizz";
  if (i % 5 === 0) s += "Buzz";
  return s || String(i);
}
let line = "";
for (let i = 1; i <= 20; i++) line += fb(i) + (i < 20 ? "," : "");
console.log(line);
let counts = "";
let fizz = 0, buzz = 0, both = 0, plain = 0;
for (let i = 1; i <= 1000; i++) {
  switch (fb(i)) {
    case "Fizz":
      fizz++;
      break;
    case "Buzz":
      buzz++;
      break;
    case "FizzBuzz":
      both++;
      break;
    default:
      plain++;
  }
}
counts = `fizz=${fizz} buzz=${buzz} fizzbuzz=${both} plain=${plain}`;
console.log(counts);
const arrowFb = (i: number) => (i % 15 ? (i % 5 ? (i % 3 ? i : "Fizz") : "Buzz") : "FizzBuzz");
console.log(arrowFb(9), arrowFb(10), arrowFb(45), arrowFb(46));
