// A generator producing 10 million values, consumed by for…of: a lazy
// range piped through a filter and a map written as generators, the way
// code that streams data through small stages is written.
function* range(start: number, end: number) {
  for (let i = start; i < end; i++) {
    yield i;
  }
}

let sum = 0;
let count = 0;
for (const x of range(0, 10_000_000)) {
  sum += x % 7;
  count++;
}
console.log("range:", count, sum);

function* evens(source: Iterable<number>) {
  for (const x of source) {
    if (x % 2 === 0) yield x;
  }
}
function* squares(source: Iterable<number>) {
  for (const x of source) yield x * x;
}
let total = 0;
for (const v of squares(evens(range(0, 1_000_000)))) {
  total = (total + v) % 1_000_000_007;
}
console.log("pipeline:", total);
